import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { factsOfProject } from "@/lib/catalogue/residence-facts";
import { ESTIMATE_DEFAULTS } from "@/lib/schemas/economics-values";
import { yieldDefaultsFor } from "../defaults";
import { estimateOwnershipCost } from "./ownership-cost";
import { simulateRentalYield } from "./rental-yield";
import { costBasisOf } from "./running-costs";
import { projectRentalYield } from "./yield-projection";

/** The maths over every purchase listing of the sample data, as the pages will call it. */
const withFacts = purchaseListings.flatMap((listing) => {
  const facts = factsOfProject(listing.id);
  return facts ? [{ listing, facts }] : [];
});

describe("the economics of the sample residences", () => {
  it("covers listings with facts", () => {
    expect(withFacts.length).toBeGreaterThan(0);
  });

  it.each(withFacts.map(({ listing, facts }) => [listing.id, listing, facts] as const))("estimates %s", (_id, listing, facts) => {
    const basis = costBasisOf(listing, facts);
    const cost = estimateOwnershipCost(basis, ESTIMATE_DEFAULTS);
    expect(cost.breakdown.reduce((sum, line) => sum + line.cents, 0)).toBe(cost.monthly.total);
    expect(cost.oneOffBreakdown.reduce((sum, line) => sum + line.cents, 0)).toBe(cost.oneOff.total);
    expect(Number.isSafeInteger(cost.yearly.total) && cost.monthly.total > 0).toBe(true);
    if (facts.rentalProgramme.availability === "none") {
      expect(basis.ffeReserveBps).toBe(0);
      return;
    }
    const values = yieldDefaultsFor(facts.rentalProgramme);
    const { breakEven, ...simple } = simulateRentalYield(basis, values);
    const projection = projectRentalYield(basis, values);
    expect(projection).toHaveLength(10);
    expect(projection[0]).toMatchObject(simple);
    expect(breakEven.reachable ? breakEven.occupancyBps : 10_000).toBeLessThanOrEqual(10_000);
  });
});
