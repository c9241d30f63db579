import type { Cents } from "@/lib/money";
import { fractionOf, shareOf } from "@/lib/money-shares";
import type { HoldingCosts } from "@/lib/schemas/residence-facts";

/** What holding one residence costs, in cents: running costs a month and a year, and one-off costs at purchase. */
export type HoldingCostEstimate = {
  monthly: { serviceCharge: Cents; brandFee: Cents; propertyTax: Cents; insurance: Cents; total: Cents };
  yearly: Cents;
  oneOff: { transferTax: Cents; closingCosts: Cents; total: Cents };
};

const MILLION_DOLLARS: Cents = 1_000_000_00;

/** Cents a year spread over twelve months, to the nearest cent (half away from zero). */
function perMonth(yearly: Cents): Cents {
  return Math.round(yearly / 12);
}

/**
 * The illustrative costs of holding a residence of `priceCents` and `sqft` under a building's
 * `costs`: service charge (per sq ft per month), brand or management fee (per sq ft per year),
 * property tax and insurance (on the price as value), and the one-off transfer taxes and closing
 * costs. Every figure rounds once, to the cent.
 */
export function estimateHoldingCosts(costs: HoldingCosts, priceCents: Cents, sqft: number): HoldingCostEstimate {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError("The price must be whole cents");
  if (!Number.isSafeInteger(sqft) || sqft < 0) throw new RangeError("The area must be whole square feet");
  const serviceCharge = costs.serviceChargeCentsPerSqftMonth * sqft;
  const brandFee = perMonth(costs.brandFeeCentsPerSqftYear * sqft);
  const propertyTax = perMonth(shareOf(priceCents, costs.propertyTaxBps));
  const insurance = perMonth(fractionOf(priceCents, costs.insuranceCentsPerMillionYear, MILLION_DOLLARS));
  const total = serviceCharge + brandFee + propertyTax + insurance;
  const transferTax = shareOf(priceCents, costs.transferTaxBps);
  const closingCosts = shareOf(priceCents, costs.closingCostsBps);
  return {
    monthly: { serviceCharge, brandFee, propertyTax, insurance, total },
    yearly: total * 12,
    oneOff: { transferTax, closingCosts, total: transferTax + closingCosts },
  };
}
