import { describe, expect, it } from "vitest";
import { buildStatusSchema, rentalProgrammeSchema, residenceFactsSchema, type ResidenceFacts } from "./residence-facts";

const facts: ResidenceFacts = {
  projectId: "aman-miami-beach",
  brand: "Aman",
  developer: "Indian Creek Shore Partners",
  operator: "Aman",
  kind: "hotel-attached",
  status: { stage: "ready", completedYear: 2021 },
  holdingCosts: {
    serviceChargeCentsPerSqftMonth: 165,
    brandFeeCentsPerSqftYear: 300,
    propertyTaxBps: 195,
    purchaseCharges: [
      { charge: "Documentary stamp tax on the deed", bps: 105, payer: "seller", sourceIds: ["florida-dor-documentary-stamp-tax"] },
    ],
    closingCostsBps: 75,
    ownerInsuranceCentsPerSqftYear: 150,
    sources: { propertyTax: [], serviceCharge: [], ownerInsurance: [] },
  },
  services: ["concierge", "spa-pool"],
  rentalProgramme: { availability: "none" },
};

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("residenceFactsSchema", () => {
  it("accepts a complete record", () => {
    expect(residenceFactsSchema.safeParse(facts).success).toBe(true);
  });

  it("refuses a service that is not on the fixed list, and a service listed twice", () => {
    expect(residenceFactsSchema.safeParse({ ...facts, services: ["butler"] }).success).toBe(false);
    expect(messages(residenceFactsSchema.safeParse({ ...facts, services: ["concierge", "concierge"] }))).toContain(
      "List each service once",
    );
  });

  it("refuses a rate over 100% and a negative charge", () => {
    expect(residenceFactsSchema.safeParse({ ...facts, holdingCosts: { ...facts.holdingCosts, propertyTaxBps: 10_001 } }).success).toBe(
      false,
    );
    expect(
      residenceFactsSchema.safeParse({ ...facts, holdingCosts: { ...facts.holdingCosts, serviceChargeCentsPerSqftMonth: -1 } }).success,
    ).toBe(false);
  });
});

describe("buildStatusSchema", () => {
  const plan = [
    { milestone: "On signing", shareBps: 2_000 },
    { milestone: "During construction", shareBps: 3_000 },
    { milestone: "On completion", shareBps: 5_000 },
  ];

  it("accepts an off-plan status with a quarter and a plan that adds up to 100%", () => {
    expect(buildStatusSchema.safeParse({ stage: "off-plan", completion: "2028-Q3", paymentPlan: plan }).success).toBe(true);
  });

  it("refuses a plan that does not add up, and a quarter that is not one", () => {
    const short = plan.slice(0, 2);
    expect(messages(buildStatusSchema.safeParse({ stage: "off-plan", completion: "2028-Q3", paymentPlan: short }))).toContain(
      "The payment plan must add up to 100%",
    );
    expect(messages(buildStatusSchema.safeParse({ stage: "off-plan", completion: "2028-Q5", paymentPlan: plan }))).toContain(
      "Enter a quarter like 2028-Q3",
    );
  });

  it("needs the completion of an off-plan residence", () => {
    expect(buildStatusSchema.safeParse({ stage: "off-plan", paymentPlan: plan }).success).toBe(false);
  });
});

describe("rentalProgrammeSchema", () => {
  const programme = {
    availability: "optional",
    structure: "pooled",
    ownerShareBps: 5_000,
    ownerUseNights: 28,
    nightlyRateCents: 1_100_00,
    occupancyBps: 7_000,
  };

  it("accepts none, and a programme with its terms", () => {
    expect(rentalProgrammeSchema.safeParse({ availability: "none" }).success).toBe(true);
    expect(rentalProgrammeSchema.safeParse(programme).success).toBe(true);
  });

  it("refuses a programme without its terms, and owner-use nights beyond a year", () => {
    expect(rentalProgrammeSchema.safeParse({ availability: "mandatory" }).success).toBe(false);
    expect(messages(rentalProgrammeSchema.safeParse({ ...programme, ownerUseNights: 366 }))).toContain("Enter 365 nights or fewer");
  });
});
