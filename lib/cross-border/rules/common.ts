import { formatAmount } from "@/lib/currency/format";
import { shareOf } from "../amounts";
import type { CrossBorderProperty, SheetLine } from "../types";

/** "0.75%" from basis points. */
export function percentText(bps: number): string {
  return `${bps / 100}%`;
}

/** The price as the first line: the sample's own figure. */
export function priceLine(property: CrossBorderProperty): SheetLine {
  return {
    key: "price",
    label: "Price",
    amount: property.priceMinor,
    rule: "The residence's price on this site (a sample figure).",
    payer: "buyer",
    basis: { illustrative: true },
  };
}

/** Title, legal and closing costs at the building's sample rate, the same figure as the cost estimate's. */
export function closingCostsLine(property: CrossBorderProperty): SheetLine {
  return {
    key: "closing-costs",
    label: "Title, legal and closing costs",
    amount: shareOf(property.priceMinor, property.closingCostsBps),
    rule: `The cost estimate's sample rate of ${percentText(property.closingCostsBps)} of the price: title or registration searches, lawyers and the closing itself.`,
    payer: "buyer",
    basis: { illustrative: true },
  };
}

/** The costs of holding are the cost estimate's: pointed to, not computed again. */
export const holdingCostsLine: SheetLine = {
  key: "holding-costs",
  label: "Costs of holding",
  rule: "Property tax, service charge, brand fee, insurance and any FF&E reserve: as the monthly cost estimate shows them.",
  payer: "buyer",
  basis: { illustrative: true },
};

/** Money in words inside a rule: "$100,000", "AED 2,000,000". */
export function amountText(minor: number, currency: Parameters<typeof formatAmount>[1]): string {
  return formatAmount(minor, currency);
}
