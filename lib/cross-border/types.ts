import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import type { MarketId } from "./markets";

/** Who bears a line: the buyer, the seller, or either by agreement. */
export type Payer = "buyer" | "seller" | "either";

/** Where a line comes from: a source of the site's list, or the site's own illustrative assumption. */
export type LineBasis = { sourceId: string } | { illustrative: true };

/**
 * One line of the sheet: an amount in integer minor units of the property's currency where the
 * rule gives one for this price, always the rule in words, who bears it and its source.
 */
export type SheetLine = {
  key: string;
  label: string;
  amount?: number;
  rule: string;
  payer: Payer;
  basis: LineBasis;
};

export const SHEET_GROUPS = ["purchase", "yearly", "sale", "residency", "reporting"] as const;
export type SheetGroup = (typeof SHEET_GROUPS)[number];

export type SheetLines = Record<SheetGroup, SheetLine[]>;

/** A market's lines before the sheet adds the price and the closing costs: its fees, then its terms (escrow, agents). */
export type MarketLines = Omit<SheetLines, "purchase"> & { purchaseFees: SheetLine[]; purchaseTerms: SheetLine[] };

/** What the sheet needs of a residence: where it is, its price, whether it is sold off-plan, the sample closing costs. */
export type CrossBorderProperty = {
  /** The residence's city slug (data/listings.ts): it decides the market. */
  city: string;
  /** The price in integer minor units of `currency`. */
  priceMinor: number;
  currency: CurrencyCode;
  offPlan: boolean;
  /** The building's title, legal and closing costs on the price (the cost estimate's illustrative figure). */
  closingCostsBps: number;
};

/** The sheet of a residence for a buyer: every group's lines, or, for a market without rules, its name alone. */
export type CrossBorderSheet =
  | { known: true; market: MarketId; marketName: string; choice: CrossBorderChoice; checked: string; lines: SheetLines }
  | { known: false; city: string; choice: CrossBorderChoice; checked: string };

export type { CrossBorderChoice };
