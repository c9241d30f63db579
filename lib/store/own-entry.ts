/**
 * The value a lookup table holds under `key` itself, never one it inherits: a name read from a
 * file ("constructor", "__proto__", "toString") must not find Object.prototype's members.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
