import { COMPARE_LIMIT, isCompareId, type CompareId } from "./compare-ids";

/** The /compare address: `?ids=` names the residences, in order (lib/compare/README.md). */

/**
 * "?ids=a,b" (or "" for none). Ids are slugs with a colon: nothing to escape. Given the address's
 * current query as `keep`, its other parameters (the cross-border sheet's choice) follow the ids.
 */
export function compareQuery(ids: readonly CompareId[], keep = ""): string {
  const others = new URLSearchParams(keep);
  others.delete("ids");
  const rest = others.toString();
  const idsPart = ids.length ? `ids=${ids.join(",")}` : "";
  const query = [idsPart, rest].filter(Boolean).join("&");
  return query ? `?${query}` : "";
}

/** The shareable address of a comparison: "/compare?ids=a,b" (or "/compare" for none). */
export function compareHref(ids: readonly CompareId[]): string {
  return `/compare${compareQuery(ids)}`;
}

/** At most this many ids of an address are read; the rest of a long (or hostile) list is ignored. */
const MAX_IDS_READ = 24;

/** What an `ids` parameter asks for: the distinct ids, in order, and what was not an id. */
export type RequestedIds = {
  ids: CompareId[];
  /** Entries that are not ids of the right shape, as typed (trimmed, at most 60 characters each, four at most). */
  malformed: string[];
};

/** Reads `ids=a,b,c` (repeats and blanks skipped); null when the query has no `ids`. */
export function readIdsParam(search: string): RequestedIds | null {
  const raw = new URLSearchParams(search).get("ids");
  if (raw === null) return null;
  const ids: CompareId[] = [];
  const malformed: string[] = [];
  for (const entry of raw.split(",").slice(0, MAX_IDS_READ)) {
    const text = entry.trim();
    if (!text) continue;
    if (isCompareId(text)) {
      if (!ids.includes(text)) ids.push(text);
    } else if (malformed.length < COMPARE_LIMIT) malformed.push(text.length > 60 ? `${text.slice(0, 59)}…` : text);
  }
  return { ids, malformed };
}

/** The ids a comparison shows: the first COMPARE_LIMIT that `isKnown`; the unknown ones; how many known were cut. */
export function pickComparable(
  ids: readonly CompareId[],
  isKnown: (id: CompareId) => boolean,
): { shown: CompareId[]; unknown: CompareId[]; cut: number } {
  const known = ids.filter(isKnown);
  return {
    shown: known.slice(0, COMPARE_LIMIT),
    unknown: ids.filter((id) => !isKnown(id)),
    cut: Math.max(0, known.length - COMPARE_LIMIT),
  };
}
