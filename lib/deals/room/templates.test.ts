import { describe, expect, it } from "vitest";
import { dealTypeOf, UNKNOWN_DEAL_TYPE, type DealType } from "./deal-type";
import { checklistFor, dealTypeLabel } from "./templates";

const ids = (type: DealType) => checklistFor(type).map((item) => item.id);
const base: DealType = { stage: "resale", kind: "standalone", rentalProgramme: false, market: "other", building: null };

describe("the deal type of a contract", () => {
  it("reads an off-plan, hotel-attached Florida building with a rental programme from the contract's property", () => {
    expect(dealTypeOf({ property: "Aman Miami Beach, Residence 3A" })).toEqual({
      stage: "off-plan",
      kind: "hotel-attached",
      rentalProgramme: true,
      market: "florida",
      building: "Aman Miami Beach",
    });
  });

  it("reads a ready Dubai building as a resale in Dubai", () => {
    expect(dealTypeOf({ property: "Bulgari Dubai, Residence 14" })).toMatchObject({ stage: "resale", market: "dubai" });
  });

  it("reads a standalone building without a programme", () => {
    expect(dealTypeOf({ property: "Baccarat Residences, Unit 2201" })).toMatchObject({ kind: "standalone", rentalProgramme: false });
  });

  it("falls back to a plain resale for a property the catalogue does not know", () => {
    expect(dealTypeOf({ property: "12 Harbour Lane" })).toEqual(UNKNOWN_DEAL_TYPE);
  });
});

describe("the checklist templates", () => {
  it("give every deal the brand's licence, the fees, the owner-use rules and the furniture package", () => {
    for (const type of [base, { ...base, stage: "off-plan" as const, market: "dubai" as const }]) {
      expect(ids(type)).toEqual(expect.arrayContaining(["brand-licence", "fee-schedule", "owner-use-rules", "furniture-package"]));
    }
  });

  it("give a resale the title commitment and estoppel, and an off-plan deal the prospectus and deposit escrow instead", () => {
    expect(ids(base)).toEqual(expect.arrayContaining(["title-commitment", "estoppel-certificate"]));
    expect(ids(base)).not.toContain("offering-prospectus");
    const offPlan = ids({ ...base, stage: "off-plan" });
    expect(offPlan).toEqual(expect.arrayContaining(["offering-prospectus", "deposit-escrow-agreement", "completion-guarantee"]));
    expect(offPlan).not.toContain("title-commitment");
  });

  it("add the hotel's shared-facilities agreement only to a hotel-attached building, the rental terms only with a programme", () => {
    expect(ids(base)).not.toContain("hotel-shared-facilities");
    expect(ids({ ...base, kind: "hotel-attached" })).toContain("hotel-shared-facilities");
    expect(ids(base)).not.toContain("rental-programme-terms");
    expect(ids({ ...base, rentalProgramme: true })).toContain("rental-programme-terms");
  });

  it("add Florida's milestone inspection to a resale and its reserve study (SIRS) to every Florida deal", () => {
    expect(ids({ ...base, market: "florida" })).toEqual(expect.arrayContaining(["milestone-inspection", "structural-reserve-study"]));
    const offPlan = ids({ ...base, market: "florida", stage: "off-plan" });
    expect(offPlan).toContain("structural-reserve-study");
    expect(offPlan).not.toContain("milestone-inspection");
    expect(ids(base)).not.toContain("structural-reserve-study");
  });

  it("add Dubai's escrow account and Oqood registration to an off-plan deal there, its title deed and NOC to a resale", () => {
    const offPlan = ids({ ...base, market: "dubai", stage: "off-plan" });
    expect(offPlan).toEqual(expect.arrayContaining(["escrow-account-certificate", "oqood-registration"]));
    expect(offPlan).not.toContain("deposit-escrow-agreement");
    const resale = ids({ ...base, market: "dubai" });
    expect(resale).toEqual(expect.arrayContaining(["title-deed", "developer-noc"]));
    expect(resale).not.toContain("oqood-registration");
    expect(resale).not.toContain("title-commitment");
  });

  it("say for every item why it matters in one sentence and who provides it", () => {
    const all = checklistFor({ ...base, kind: "hotel-attached", rentalProgramme: true, market: "florida" });
    for (const item of all) {
      expect(item.why).toMatch(/^[A-Z].*\.$/);
      expect(item.why.split(/\.\s/)).toHaveLength(1);
      expect(item.provider).not.toBe("");
    }
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
  });

  it("name a deal type in words", () => {
    expect(dealTypeLabel({ ...base, stage: "off-plan", kind: "hotel-attached", rentalProgramme: true, market: "florida" })).toBe(
      "Off-plan, hotel-attached, with a rental programme, Florida",
    );
  });
});
