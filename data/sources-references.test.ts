import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { FIGURE_SOURCE_IDS } from "@/lib/facts/figure-sources";
import { sourceSchema } from "@/lib/schemas/source";
import { residenceFacts } from "./residence-facts";
import { sources } from "./sources";

/** Every source id a figure names: the buildings' costs, their purchase charges, and the figures outside a building's record. */
function referencedIds(): string[] {
  const fromFacts = residenceFacts.flatMap(({ holdingCosts }) => [
    ...holdingCosts.sources.propertyTax,
    ...holdingCosts.sources.serviceCharge,
    ...holdingCosts.sources.ownerInsurance,
    ...holdingCosts.purchaseCharges.flatMap((charge) => charge.sourceIds),
  ]);
  return [...fromFacts, ...Object.values(FIGURE_SOURCE_IDS).flat()];
}

describe("the list of sources", () => {
  it("parses with the source schema, each id once", () => {
    expect(z.array(sourceSchema).safeParse(sources).error).toBeUndefined();
    expect(new Set(sources.map((source) => source.id)).size).toBe(sources.length);
  });

  it("holds every source a figure names", () => {
    const known = new Set(sources.map((source) => source.id));
    expect(referencedIds().filter((id) => !known.has(id))).toEqual([]);
  });

  it("has no source that no figure names", () => {
    const referenced = new Set(referencedIds());
    expect(sources.map((source) => source.id).filter((id) => !referenced.has(id))).toEqual([]);
  });

  it("compared each source with the notes on or after its own date", () => {
    for (const source of sources) expect(source.comparedWithNotes >= source.published, source.id).toBe(true);
  });
});
