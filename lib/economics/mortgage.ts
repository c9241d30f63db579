import type { Cents } from "@/lib/money";
import { splitAmount, type BasisPoints } from "@/lib/money-shares";
import { requireWithin } from "./input-error";
import { ESTIMATE_LIMITS } from "./limits";
import { divideRounded } from "./rounding";

/**
 * A repayment mortgage by standard amortisation: equal monthly payments of
 * P * r / (1 - (1 + r)^-n), r the annual rate / 12, n the months. The formula is evaluated as the
 * exact fraction P * b * q^n / (d * (q^n - d^n)), with d = 120,000 (12 months x 10,000 basis
 * points), b the annual rate in basis points and q = d + b, in BigInt, and rounded to the cent
 * once. So $1,000,000 at 6% over 30 years is exactly $5,995.51 (599,550.53 cents before rounding).
 */

export const MONTHS_IN_YEAR = 12;

const MONTHLY_WHOLE = BigInt(MONTHS_IN_YEAR) * 10_000n;

function requireCents(amount: Cents): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("Amounts must be whole cents, 0 or more");
}

/** The down payment (`downPaymentBps` of the price) and the loan (the rest); they add up to the price exactly. */
export function splitPurchase(priceCents: Cents, downPaymentBps: BasisPoints): { downPayment: Cents; loan: Cents } {
  requireCents(priceCents);
  requireWithin("downPaymentBps", downPaymentBps, ESTIMATE_LIMITS.downPaymentBps);
  const [downPayment, loan] = splitAmount(priceCents, downPaymentBps);
  return { downPayment, loan };
}

/** The exact monthly payment as a fraction [numerator, denominator]. */
function paymentFraction(loanCents: Cents, annualRateBps: BasisPoints, termYears: number): [bigint, bigint] {
  requireCents(loanCents);
  requireWithin("annualRateBps", annualRateBps, ESTIMATE_LIMITS.annualRateBps);
  requireWithin("termYears", termYears, ESTIMATE_LIMITS.termYears);
  const months = BigInt(termYears * MONTHS_IN_YEAR);
  const loan = BigInt(loanCents);
  if (annualRateBps === 0) return [loan, months];
  const rate = BigInt(annualRateBps);
  const grown = (MONTHLY_WHOLE + rate) ** months;
  return [loan * rate * grown, MONTHLY_WHOLE * (grown - MONTHLY_WHOLE ** months)];
}

/**
 * The monthly payment on `loanCents` at `annualRateBps` (600 is 6%) over `termYears`, to the
 * cent: monthlyPayment(1_000_000_00, 600, 30) is 5_995_51. A 0% rate gives loan / months; no
 * loan gives 0.
 */
export function monthlyPayment(loanCents: Cents, annualRateBps: BasisPoints, termYears: number): Cents {
  const [numerator, denominator] = paymentFraction(loanCents, annualRateBps, termYears);
  return divideRounded(numerator, denominator);
}

/**
 * The interest paid over the whole term: the exact payments less the loan, rounded once
 * (so it is 0 at a 0% rate). It can differ by a few cents from the rounded payment x months,
 * which a lender evens out in the last payment.
 */
export function totalInterest(loanCents: Cents, annualRateBps: BasisPoints, termYears: number): Cents {
  const [numerator, denominator] = paymentFraction(loanCents, annualRateBps, termYears);
  const months = BigInt(termYears * MONTHS_IN_YEAR);
  return divideRounded(numerator * months - BigInt(loanCents) * denominator, denominator);
}
