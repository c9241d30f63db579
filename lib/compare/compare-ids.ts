/**
 * The ids of what can be compared. Plain text rules with no data and no zod: the compare tray's
 * loader on every page ships this file.
 *
 * The /compare address is in compare-address.ts.
 *
 * A purchase listing (a /buy card, a property page) is `listing:<listing id>`; a featured unit (a
 * /residences card) is `unit:<residence id>`. The prefix keeps the two apart, since both are slugs.
 */

/** How many residences the compare list and the /compare page hold at most. */
export const COMPARE_LIMIT = 4;

export type CompareKind = "listing" | "unit";

/** `listing:aman-miami-beach` or `unit:aman-penthouse-12`. */
export type CompareId = `${CompareKind}:${string}`;

const COMPARE_ID_PATTERN = /^(listing|unit):[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCompareId(value: unknown): value is CompareId {
  return typeof value === "string" && value.length <= 120 && COMPARE_ID_PATTERN.test(value);
}

export function compareIdOf(kind: CompareKind, slug: string): CompareId {
  return `${kind}:${slug}`;
}

/** The id's kind and slug (the caller has checked it with isCompareId). */
export function splitCompareId(id: CompareId): { kind: CompareKind; slug: string } {
  const colon = id.indexOf(":");
  return { kind: id.slice(0, colon) as CompareKind, slug: id.slice(colon + 1) };
}
