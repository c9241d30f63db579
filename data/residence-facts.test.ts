import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import { residenceFactsSchema } from "@/lib/schemas/residence-facts";
import { purchaseListings } from "./listings";
import { rentalListings } from "./rentals";
import { residenceFacts } from "./residence-facts";
import { residences } from "./residences";

const projectIds = new Set(residenceFacts.map((facts) => facts.projectId));

describe("residence facts", () => {
  it("parse with the facts schema", () => {
    expect(z.array(residenceFactsSchema).safeParse(residenceFacts).error).toBeUndefined();
  });

  it("cover every purchase listing once, and every featured unit and rental names a building that has them", () => {
    expect(residenceFacts).toHaveLength(purchaseListings.length);
    expect(projectIds.size).toBe(residenceFacts.length);
    for (const listing of purchaseListings) expect(projectIds, listing.id).toContain(listing.id);
    for (const unit of residences) expect(projectIds, unit.id).toContain(unit.projectId);
    for (const rental of rentalListings) expect(projectIds, rental.id).toContain(rental.projectId);
  });

  it("name the listing's own brand", () => {
    for (const listing of purchaseListings) {
      expect(residenceFacts.find((facts) => facts.projectId === listing.id)?.brand, listing.id).toBe(listing.brand);
    }
  });

  it("keep the owner's share of rental revenue within the published 40-60%", () => {
    for (const { rentalProgramme, projectId } of residenceFacts) {
      if (rentalProgramme.availability === "none") continue;
      expect(rentalProgramme.ownerShareBps, projectId).toBeGreaterThanOrEqual(4_000);
      expect(rentalProgramme.ownerShareBps, projectId).toBeLessThanOrEqual(6_000);
    }
  });

  it("give the buildings with a rental programme a gross yield between 4% and 12% of the listing price", () => {
    for (const listing of purchaseListings) {
      const programme = residenceFacts.find((facts) => facts.projectId === listing.id)?.rentalProgramme;
      if (!programme || programme.availability === "none") continue;
      const nightsLet = ((365 - programme.ownerUseNights) * programme.occupancyBps) / 10_000;
      const grossYield = (nightsLet * programme.nightlyRateCents) / listing.priceCents;
      expect(grossYield, listing.id).toBeGreaterThan(0.04);
      expect(grossYield, listing.id).toBeLessThan(0.12);
    }
  });

  it("put every off-plan completion after the samples' today (2026-11-22)", () => {
    for (const { status, projectId } of residenceFacts) {
      if (status.stage === "off-plan") expect(status.completion > "2026-Q4", projectId).toBe(true);
    }
  });

  it("hold Miami service charges within the range published for 2024: the smallest residence above the $900 median, none over $5 per sq ft a month", () => {
    const miami = purchaseListings.filter((listing) => listing.location.includes("Miami"));
    expect(miami.length).toBeGreaterThan(10);
    for (const listing of miami) {
      const facts = residenceFacts.find((candidate) => candidate.projectId === listing.id);
      if (!facts) throw new Error(`No facts for ${listing.id}`);
      expect(facts.holdingCosts.serviceChargeCentsPerSqftMonth, listing.id).toBeLessThanOrEqual(5_00);
      expect(facts.holdingCosts.sources.serviceCharge, listing.id).toEqual(["million-luxury-miami-hoa-fees-2024"]);
      expect(estimateHoldingCosts(facts.holdingCosts, listing.priceCents, listing.sqft).monthly.serviceCharge, listing.id).toBeGreaterThan(
        900_00,
      );
    }
  });
});
