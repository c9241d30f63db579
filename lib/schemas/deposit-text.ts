import type { BasisPoints, Cents } from "@/lib/money-units";
import { parseMoney } from "@/lib/money-input";

/*
 * The escrow deposit an offer proposes, as the buyer types it: an amount ("$425,000") or a
 * percentage of the offer ("5%", "7.5 %"). The offer form's schema reads it here;
 * lib/deals/offers/deposit-input.ts works out what it comes to at an offer.
 */

export type DepositInput = { kind: "percent"; rate: BasisPoints } | { kind: "amount"; cents: Cents };

/** What the offer form starts with: the usual deposit, 10% of the offer. */
export const DEFAULT_DEPOSIT_TEXT = "10%";

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%$/;

/** The typed deposit, or null when it is neither a readable amount nor a percentage with up to two decimals. */
export function readDepositInput(text: string): DepositInput | null {
  const trimmed = text.trim();
  const percent = PERCENT.exec(trimmed);
  if (percent) {
    // Whole basis points from the digits themselves: "7.5" is 750, with no float in between.
    const rate = Number(percent[1]) * 100 + Number((percent[2] ?? "").padEnd(2, "0"));
    return { kind: "percent", rate };
  }
  if (trimmed.includes("%")) return null;
  const cents = parseMoney(trimmed);
  return cents === null ? null : { kind: "amount", cents };
}
