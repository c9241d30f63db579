import * as z from "zod/mini";
import { StoreError, type StoreRecord } from "./types";

/** A schema whose parsed output is a storable record. */
export type RecordSchema<T extends StoreRecord = StoreRecord> = z.core.$ZodType<T>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** "price: Invalid input: expected number" lines, short enough for a log or an import report. */
export function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export function validate<T extends StoreRecord>(schema: RecordSchema<T>, value: unknown): ValidationResult<T> {
  const result = z.safeParse(schema, value);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: describeIssues(result.error) };
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
