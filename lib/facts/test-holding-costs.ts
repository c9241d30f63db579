import type { HoldingCosts } from "@/lib/schemas/residence-facts";

/** Costs of holding for tests: a Miami-Dade building with a Ritz-Carlton-level service charge ($0.58 per sq ft a month). */
export const miamiHoldingCosts: HoldingCosts = {
  serviceChargeCentsPerSqftMonth: 58,
  brandFeeCentsPerSqftYear: 120,
  propertyTaxBps: 195,
  transferTaxBps: 105,
  closingCostsBps: 75,
  insuranceCentsPerMillionYear: 9_000_00,
};
