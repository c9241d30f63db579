import { crossBorderSources } from "@/data/cross-border-sources";
import { sources as figureSources } from "@/data/sources";
import type { Source } from "@/lib/schemas/source";

/** Every source the site cites, once: the figures' (data/sources.ts), then the cross-border sheet's rules'. */
export const sources: readonly Source[] = [...figureSources, ...crossBorderSources];

const byId = new Map(sources.map((source) => [source.id, source]));

/** The source of an id a figure or a cross-border rule names; every id is in the list (their data tests). */
export function requireSource(id: string): Source {
  const source = byId.get(id);
  if (!source) throw new Error(`No source "${id}" in data/sources.ts or data/cross-border-sources.ts`);
  return source;
}

/** Every source by its id, for a view that looks several up. */
export const sourcesById: ReadonlyMap<string, Source> = byId;

/** The anchor of a source on /sources: /sources/#source-{id}. */
export const sourceAnchor = (id: string) => `source-${id}`;
