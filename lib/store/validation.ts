import type * as z from "zod/mini";
import { StoreError, type StoreRecord } from "./types";

/** A schema whose parsed output is a storable record. */
export type RecordSchema<T extends StoreRecord = StoreRecord> = z.core.$ZodType<T>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };

type PathSegment = PropertyKey | { key: PropertyKey };

/** "price: Invalid input: expected number" lines, short enough for a log or an import report. */
export function describeIssues(issues: readonly { message: string; path?: readonly PathSegment[] | undefined }[]): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * Parses through the schema's Standard Schema interface (`~standard`, which every zod schema
 * has and which runs the same parse as `z.safeParse`), so this module imports no zod code:
 * the schemas, and zod with them, load with the store's data (see collections.ts), not with
 * every page that shows a record.
 */
export function validate<T extends StoreRecord>(schema: RecordSchema<T>, value: unknown): ValidationResult<T> {
  const result = schema["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("Store schemas must be synchronous.");
  return result.issues ? { ok: false, issues: describeIssues(result.issues) } : { ok: true, value: result.value as T };
}

/** Validates a value about to be written; a failure is a StoreError "invalid" listing the fields. */
export function validateForWrite<T extends StoreRecord>(schema: RecordSchema<T>, value: unknown): T {
  const result = validate(schema, value);
  if (!result.ok) throw new StoreError("invalid", undefined, { issues: result.issues });
  return result.value;
}

export function recordKey(value: unknown): string | number | undefined {
  const id = typeof value === "object" && value !== null ? (value as { id?: unknown }).id : undefined;
  return typeof id === "string" || typeof id === "number" ? id : undefined;
}
