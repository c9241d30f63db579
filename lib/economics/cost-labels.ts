import type { Financing } from "@/lib/schemas/ownership-estimate";

/**
 * The words for each line of the cost of ownership, in the order charts and tables show them
 * (the mortgage first, then the running costs as lib/facts lists them). Plain data for any page.
 */

export const MONTHLY_COST_KEYS = ["mortgage", "propertyTax", "serviceCharge", "brandFee", "insurance", "ffeReserve"] as const;

export type MonthlyCostKey = (typeof MONTHLY_COST_KEYS)[number];

export const monthlyCostLabels: Record<MonthlyCostKey, string> = {
  mortgage: "Mortgage payment",
  propertyTax: "Property tax",
  serviceCharge: "Service charge",
  brandFee: "Brand or management fee",
  insurance: "Insurance",
  ffeReserve: "Furniture and fittings reserve (FF&E)",
};

export const ONE_OFF_COST_KEYS = ["deposit", "transferTax", "closingCosts"] as const;

export type OneOffCostKey = (typeof ONE_OFF_COST_KEYS)[number];

/** The deposit is the down payment with a mortgage and the whole price for cash. */
export function oneOffCostLabels(financing: Financing): Record<OneOffCostKey, string> {
  return {
    deposit: financing === "cash" ? "Price paid in cash" : "Down payment",
    transferTax: "Transfer taxes",
    closingCosts: "Title, legal and closing costs",
  };
}

/** One line of a breakdown: a stable key (for a chart's colours), its words and its amount. */
export type CostLine<Key extends string> = { key: Key; label: string; cents: number };
