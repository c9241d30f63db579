import type { Cents } from "@/lib/money";
import { shareOf } from "@/lib/money-shares";
import type { HoldingCosts, Payer, PurchaseCharge } from "@/lib/schemas/residence-facts";

/** One charge of a purchase worked out on the price, with who customarily pays it. */
export type PurchaseChargeAmount = PurchaseCharge & { cents: Cents };

/** What holding one residence costs, in cents: running costs a month and a year, and one-off costs at purchase. */
export type HoldingCostEstimate = {
  monthly: { serviceCharge: Cents; brandFee: Cents; propertyTax: Cents; insurance: Cents; total: Cents };
  yearly: Cents;
  oneOff: {
    /** Every charge of the purchase, the seller's included, in the building's order. */
    charges: PurchaseChargeAmount[];
    /** The charges the buyer customarily pays. */
    buyerCharges: Cents;
    /** The charges the seller customarily pays: shown, never in the buyer's total. */
    sellerCharges: Cents;
    closingCosts: Cents;
    /** The buyer's costs at purchase beyond the price: the buyer's charges and closing costs. */
    total: Cents;
  };
};

/** Cents a year spread over twelve months, to the nearest cent (half away from zero). */
function perMonth(yearly: Cents): Cents {
  return Math.round(yearly / 12);
}

const sumOf = (charges: readonly PurchaseChargeAmount[], payer: Payer) =>
  charges.filter((charge) => charge.payer === payer).reduce((sum, charge) => sum + charge.cents, 0);

/**
 * The costs of holding a residence of `priceCents` and `sqft` under a building's `costs`: service
 * charge (per sq ft per month), brand or management fee and the owner's own insurance (per sq ft
 * per year), property tax (on the price as value), and at purchase each charge with its payer and
 * the buyer's closing costs. Every figure rounds once, to the cent; each party's total is the sum
 * of its lines.
 */
export function estimateHoldingCosts(costs: HoldingCosts, priceCents: Cents, sqft: number): HoldingCostEstimate {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError("The price must be whole cents");
  if (!Number.isSafeInteger(sqft) || sqft < 0) throw new RangeError("The area must be whole square feet");
  const serviceCharge = costs.serviceChargeCentsPerSqftMonth * sqft;
  const brandFee = perMonth(costs.brandFeeCentsPerSqftYear * sqft);
  const propertyTax = perMonth(shareOf(priceCents, costs.propertyTaxBps));
  const insurance = perMonth(costs.ownerInsuranceCentsPerSqftYear * sqft);
  const total = serviceCharge + brandFee + propertyTax + insurance;
  const charges = costs.purchaseCharges.map((charge) => ({ ...charge, cents: shareOf(priceCents, charge.bps) }));
  const buyerCharges = sumOf(charges, "buyer");
  const closingCosts = shareOf(priceCents, costs.closingCostsBps);
  return {
    monthly: { serviceCharge, brandFee, propertyTax, insurance, total },
    yearly: total * 12,
    oneOff: { charges, buyerCharges, sellerCharges: sumOf(charges, "seller"), closingCosts, total: buyerCharges + closingCosts },
  };
}
