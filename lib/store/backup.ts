import * as z from "zod/mini";
import { BACKUP_FORMAT, NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE } from "./backup-format";
import { StoreError } from "./types";
import { recordKey, validate, type RecordSchema } from "./validation";
import { migrateRecords, type StoreVersion } from "./versions";

export { BACKUP_FORMAT, NEWER_BACKUP_MESSAGE, NOT_A_BACKUP_MESSAGE, type Backup } from "./backup-format";

interface EncodedBlob {
  $blob: string;
  type: string;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isEncodedBlob(value: unknown): value is EncodedBlob {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.$blob === "string" && typeof value.type === "string";
}

/** Replaces every Blob inside `value` with its base64 form. */
export async function encodeBlobs(value: unknown): Promise<unknown> {
  if (typeof Blob !== "undefined" && value instanceof Blob) {
    const encoded: EncodedBlob = { $blob: bytesToBase64(new Uint8Array(await value.arrayBuffer())), type: value.type };
    return encoded;
  }
  if (Array.isArray(value)) return Promise.all(value.map(encodeBlobs));
  if (isPlainObject(value)) {
    const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await encodeBlobs(item)]));
    return Object.fromEntries(entries);
  }
  return value;
}

/** Turns every `{ $blob, type }` back into a Blob; a malformed base64 string throws. */
export function decodeBlobs(value: unknown): unknown {
  if (isEncodedBlob(value)) return new Blob([base64ToBytes(value.$blob)], { type: value.type });
  if (Array.isArray(value)) return value.map(decodeBlobs);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeBlobs(item)]));
  return value;
}

const envelopeSchema = z.object({
  format: z.optional(z.literal(BACKUP_FORMAT)),
  schemaVersion: z.number().check(z.int(), z.positive()),
  collections: z.record(z.string(), z.array(z.unknown())),
});

const MAX_REPORTED_ISSUES = 20;

/**
 * Checks a whole backup against the current schemas, after bringing older layouts forward.
 * Returns the records to write, or throws StoreError "invalid" listing what is wrong.
 */
export function readBackup(
  input: unknown,
  definitions: Readonly<Record<string, RecordSchema>>,
  versions: readonly StoreVersion[],
  currentVersion: number,
): Record<string, unknown[]> {
  let parsedInput = input;
  if (typeof input === "string") {
    try {
      parsedInput = JSON.parse(input);
    } catch (error) {
      throw new StoreError("invalid", NOT_A_BACKUP_MESSAGE, { cause: error });
    }
  }
  const envelope = z.safeParse(envelopeSchema, parsedInput);
  if (!envelope.success) throw new StoreError("invalid", NOT_A_BACKUP_MESSAGE, { cause: envelope.error });
  const { schemaVersion, collections } = envelope.data;
  if (schemaVersion > currentVersion) throw new StoreError("invalid", NEWER_BACKUP_MESSAGE);

  const issues: string[] = [];
  let invalidCount = 0;
  const result: Record<string, unknown[]> = Object.fromEntries(Object.keys(definitions).map((name) => [name, []]));

  for (const [name, records] of Object.entries(collections)) {
    const schema = definitions[name];
    if (!schema) {
      invalidCount += records.length;
      issues.push(`${name}: not a collection of this site`);
      continue;
    }
    let decoded: unknown[];
    try {
      decoded = migrateRecords(name, records.map(decodeBlobs), schemaVersion, versions);
    } catch (error) {
      invalidCount += records.length;
      issues.push(`${name}: ${error instanceof Error ? error.message : "could not be read"}`);
      continue;
    }
    const seen = new Set<unknown>();
    const valid: unknown[] = [];
    decoded.forEach((record, index) => {
      const checked = validate(schema, record);
      const key = recordKey(record);
      if (!checked.ok) {
        invalidCount += 1;
        issues.push(...checked.issues.map((issue) => `${name}[${index}] ${issue}`));
      } else if (seen.has(key)) {
        invalidCount += 1;
        issues.push(`${name}[${index}] id: repeats an earlier record`);
      } else {
        seen.add(key);
        valid.push(checked.value);
      }
    });
    result[name] = valid;
  }

  if (invalidCount > 0) {
    const noun = invalidCount === 1 ? "1 record is" : `${invalidCount} records are`;
    throw new StoreError("invalid", `This backup could not be used: ${noun} not valid. Nothing was changed.`, {
      issues: issues.slice(0, MAX_REPORTED_ISSUES),
    });
  }
  return result;
}
