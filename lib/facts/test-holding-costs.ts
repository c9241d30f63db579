import type { HoldingCosts } from "@/lib/schemas/residence-facts";

/** Costs of holding for tests: a Miami-Dade building ($1.60 per sq ft a month, the deed's stamp tax the seller's). */
export const miamiHoldingCosts: HoldingCosts = {
  serviceChargeCentsPerSqftMonth: 160,
  brandFeeCentsPerSqftYear: 120,
  propertyTaxBps: 195,
  purchaseCharges: [{ charge: "Documentary stamp tax and surtax on the deed", bps: 105, payer: "seller", sourceIds: [] }],
  closingCostsBps: 75,
  ownerInsuranceCentsPerSqftYear: 150,
  sources: { propertyTax: [], serviceCharge: [], ownerInsurance: [] },
};

/** Costs of holding for tests: a Dubai building (no property tax; the buyer pays the fee, the agency and its VAT). */
export const dubaiHoldingCosts: HoldingCosts = {
  serviceChargeCentsPerSqftMonth: 95,
  brandFeeCentsPerSqftYear: 180,
  propertyTaxBps: 0,
  purchaseCharges: [
    { charge: "Dubai Land Department transfer fee", bps: 400, payer: "buyer", sourceIds: [] },
    { charge: "Agency fee", bps: 200, payer: "buyer", sourceIds: [] },
    { charge: "VAT on the agency fee (5%)", bps: 10, payer: "buyer", sourceIds: [] },
  ],
  closingCostsBps: 50,
  ownerInsuranceCentsPerSqftYear: 25,
  sources: { propertyTax: [], serviceCharge: [], ownerInsurance: [] },
};
