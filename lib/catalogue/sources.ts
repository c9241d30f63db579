import { sources } from "@/data/sources";
import type { Source } from "@/lib/schemas/source";

export { sources };

const byId = new Map(sources.map((source) => [source.id, source]));

/** The source of an id a figure names; every id is in the list (data/sources-references.test.ts). */
export function requireSource(id: string): Source {
  const source = byId.get(id);
  if (!source) throw new Error(`No source "${id}" in data/sources.ts`);
  return source;
}

/** The anchor of a source on /sources: /sources/#source-{id}. */
export const sourceAnchor = (id: string) => `source-${id}`;
