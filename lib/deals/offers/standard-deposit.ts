import type { Cents } from "@/lib/money";
import { shareOf, type BasisPoints } from "@/lib/money-shares";

/*
 * Apart from offer-versions.ts so the offer form, which records the deposit an offer proposes,
 * loads only this.
 */

/** The escrow deposit an offer proposes when the buyer names none: 10% of the price, as in the sample contracts. */
export const STANDARD_DEPOSIT_RATE: BasisPoints = 1_000;

export function standardDeposit(offerAmount: Cents): Cents {
  return shareOf(offerAmount, STANDARD_DEPOSIT_RATE);
}
