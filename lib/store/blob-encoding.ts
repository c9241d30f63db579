/**
 * Backups are plain JSON: Blobs (attachments) are written as `{ "$blob": "<base64>", "type": "<mime>" }`
 * in the export only, and turned back into Blobs on import. Stored values are walked without
 * trusting their shape: a record set aside as unreadable may hold a cycle or a bigint, which JSON
 * cannot, so those become text rather than failing the whole backup.
 */

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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

function isEncodedBlob(value: unknown): value is EncodedBlob {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.$blob === "string" && typeof value.type === "string";
}

/** What the Blobs inside `value` add to a backup once base64-encoded, before reading any of them. */
export function encodedBlobBytes(value: unknown, ancestors: unknown[] = []): number {
  if (isBlob(value)) return Math.ceil(value.size / 3) * 4;
  if (!Array.isArray(value) && !isPlainObject(value)) return 0;
  if (ancestors.includes(value)) return 0;
  ancestors.push(value);
  let total = 0;
  for (const item of Object.values(value)) total += encodedBlobBytes(item, ancestors);
  ancestors.pop();
  return total;
}

/** Replaces every Blob inside `value` with its base64 form (a copy; `value` is not changed). */
export async function encodeBlobs(value: unknown): Promise<unknown> {
  const reads: Promise<void>[] = [];
  const ancestors: unknown[] = [];
  function encode(item: unknown): unknown {
    if (typeof item === "bigint") return item.toString();
    if (isBlob(item)) {
      const encoded: EncodedBlob = { $blob: "", type: item.type };
      reads.push(item.arrayBuffer().then((buffer) => void (encoded.$blob = bytesToBase64(new Uint8Array(buffer)))));
      return encoded;
    }
    if (!Array.isArray(item) && !isPlainObject(item)) return item;
    if (ancestors.includes(item)) return "[circular]";
    ancestors.push(item);
    const copy = Array.isArray(item)
      ? item.map(encode)
      : Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, encode(inner)]));
    ancestors.pop();
    return copy;
  }
  const result = encode(value);
  await Promise.all(reads);
  return result;
}

/** Turns every `{ $blob, type }` back into a Blob; a malformed base64 string throws. */
export function decodeBlobs(value: unknown): unknown {
  if (isEncodedBlob(value)) return new Blob([base64ToBytes(value.$blob)], { type: value.type });
  if (Array.isArray(value)) return value.map(decodeBlobs);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeBlobs(item)]));
  return value;
}
