/**
 * Small, pure helpers for reading filter state from a URL query. A query is untrusted input:
 * every helper accepts only values from a known list (or a bounded shape) and returns
 * undefined for anything else, so nothing from the URL is ever used as is.
 */

/** The read side of URLSearchParams (ReadonlyURLSearchParams from next/navigation fits too). */
export type QueryReader = Pick<URLSearchParams, "get" | "getAll" | "has">;

/** "Spa & Wellness" -> "spa-and-wellness", "Chef's Kitchen" -> "chefs-kitchen", "High-Speed Wi-Fi" -> "high-speed-wi-fi". */
export function toSlug(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The first value of `key` when it is one of `allowed`; otherwise undefined. */
export function pickOne<T extends string>(params: QueryReader, key: string, allowed: readonly T[]): T | undefined {
  const value = params.get(key);
  if (value === null) return undefined;
  return allowed.find((candidate) => candidate === value);
}

/** Every value of `key` that is one of `allowed`, once each, in the order of `allowed`. */
export function pickMany<T extends string>(params: QueryReader, key: string, allowed: readonly T[]): T[] {
  const given = new Set(params.getAll(key));
  return allowed.filter((candidate) => given.has(candidate));
}

/** The first value of `key` as a whole number when it is one of `allowed`; otherwise undefined. */
export function pickNumber(params: QueryReader, key: string, allowed: readonly number[]): number | undefined {
  const value = params.get(key);
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return allowed.includes(number) ? number : undefined;
}

/** Lower-case, accent-free text with single spaces, for forgiving comparisons. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the query names `key` but none of its values was accepted. */
export function wasIgnored(params: QueryReader, key: string, accepted: boolean): boolean {
  return params.has(key) && params.get(key) !== "" && !accepted;
}
