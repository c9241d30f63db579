import { describe, expect, it } from "vitest";
import { buildingContradictions, PRICE_PER_AREA_BAND } from "@/lib/facts/building-consistency";
import { purchaseListings } from "./listings";
import { propertyPages } from "./properties";
import { residences } from "./residences";

/*
 * Each building's figures agree with each other (issue 28): the starting residence (the listing:
 * starting price, smallest area) and the featured units. The checks are in
 * lib/facts/building-consistency.ts, whose tests hold the contradictions the issue named.
 */
describe(`every building with featured units (unit price per sq ft within ${PRICE_PER_AREA_BAND.lowest}-${PRICE_PER_AREA_BAND.highest} times the starting residence's)`, () => {
  const buildings = [...new Set(residences.map((unit) => unit.projectId))];

  it("is the building of a purchase listing and a property page", () => {
    expect(buildings).toEqual(["aman-miami-beach", "ritz-carlton-miami-beach", "four-seasons-beverly-hills", "st-regis-aspen"]);
  });

  for (const projectId of buildings) {
    it(`${projectId}: has no unit that contradicts its starting price, price per area or range of areas`, () => {
      const listing = purchaseListings.find((candidate) => candidate.id === projectId);
      const page = propertyPages.find((candidate) => candidate.slug === projectId);
      if (!listing || !page) throw new Error(`No listing or page for ${projectId}`);
      const units = residences.filter((unit) => unit.projectId === projectId);
      expect(buildingContradictions(listing, page.sqft, units)).toEqual([]);
    });
  }
});
