/**
 * Fields this version of the site does not know, kept when a record is written back. A schema
 * strips keys it does not declare, so without this an older tab (or an older backup restore)
 * would silently drop what a newer version added to a record. Pure.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function defineField(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, not assignment: a stored key named "__proto__" stays a plain field.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The record to store: `written` (what this version validated) plus every field of `stored` that
 * this version's schema did not declare, at any depth. `read` is what the schema made of `stored`
 * and `next` what the change produced from `read` (before validation), so:
 * - a key of `stored` missing from `read` was unknown, and is kept unless `written` has it;
 * - nested objects are followed by key; list items only when the change kept the item itself
 *   (the same object in `next` as in `read`), since a rebuilt or reordered item is a new one.
 * A change that removes a field this version knows still removes it.
 */
export function keepUnknownFields(stored: unknown, read: unknown, next: unknown, written: unknown): unknown {
  if (Array.isArray(stored) && Array.isArray(read) && Array.isArray(next) && Array.isArray(written)) {
    return written.map((item, index) => {
      const from = read.indexOf(next[index]);
      return from === -1 ? item : keepUnknownFields(stored[from], read[from], next[index], item);
    });
  }
  if (!isPlainObject(stored) || !isPlainObject(read) || !isPlainObject(next) || !isPlainObject(written)) return written;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(written)) {
    defineField(
      result,
      key,
      Object.hasOwn(read, key) && Object.hasOwn(next, key) ? keepUnknownFields(stored[key], read[key], next[key], value) : value,
    );
  }
  for (const [key, value] of Object.entries(stored)) {
    if (!Object.hasOwn(read, key) && !Object.hasOwn(written, key)) defineField(result, key, value);
  }
  return result;
}

/** A record read and written back unchanged (an export, an import) keeps its unknown fields too. */
export function withUnknownFields(stored: unknown, read: unknown): unknown {
  return keepUnknownFields(stored, read, read, read);
}
