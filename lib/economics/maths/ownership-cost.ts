import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import type { Cents } from "@/lib/money";
import { splitAmount, type BasisPoints } from "@/lib/money-shares";
import { ESTIMATE_LIMITS } from "@/lib/schemas/economics-values";
import type { EstimateValues, Financing } from "@/lib/schemas/ownership-estimate";
import { divideRounded, requireWithin } from "./exact";
import { MONTHS_IN_YEAR, monthlyRunningCosts, type ResidenceCostBasis } from "./running-costs";

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
  insurance: "Owner's insurance (interior and contents)",
  ffeReserve: "Furniture and fittings reserve (FF&E)",
};

export const ONE_OFF_COST_KEYS = ["deposit", "buyerCharges", "closingCosts"] as const;

export type OneOffCostKey = (typeof ONE_OFF_COST_KEYS)[number];

/** The deposit is the down payment with a mortgage and the whole price for cash. */
export function oneOffCostLabels(financing: Financing): Record<OneOffCostKey, string> {
  return {
    deposit: financing === "cash" ? "Price paid in cash" : "Down payment",
    buyerCharges: "Transfer taxes and fees the buyer pays",
    closingCosts: "Title, legal and closing costs",
  };
}

/** One line of a breakdown: a stable key (for a chart's colours), its words and its amount. */
export type CostLine<Key extends string> = { key: Key; label: string; cents: number };

/**
 * A repayment mortgage by standard amortisation: equal monthly payments of
 * P * r / (1 - (1 + r)^-n), r the annual rate / 12, n the months. The formula is evaluated as the
 * exact fraction P * b * q^n / (d * (q^n - d^n)), with d = 120,000 (12 months x 10,000 basis
 * points), b the annual rate in basis points and q = d + b, in BigInt, and rounded to the cent
 * once. So $1,000,000 at 6% over 30 years is exactly $5,995.51 (599,550.53 cents before rounding).
 */

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

/** The mortgage behind an estimate; null when the residence is bought with cash. */
export type LoanSummary = { amount: Cents; monthlyPayment: Cents; totalInterest: Cents; months: number };

export type MonthlyCosts = Record<MonthlyCostKey, Cents> & { total: Cents };

export type OneOffCosts = Record<OneOffCostKey, Cents> & { total: Cents };

/** The true cost of owning one residence: monthly, yearly and once at purchase. */
export type OwnershipCost = {
  loan: LoanSummary | null;
  monthly: MonthlyCosts;
  /** Twelve of the months, line by line (so a yearly table adds up to twelve monthly ones). */
  yearly: MonthlyCosts;
  oneOff: OneOffCosts;
  /** The monthly lines in MONTHLY_COST_KEYS order, zeros kept, for a chart and its table. */
  breakdown: CostLine<MonthlyCostKey>[];
  /** The one-off lines in ONE_OFF_COST_KEYS order, zeros kept. */
  oneOffBreakdown: CostLine<OneOffCostKey>[];
};

function loanFor(priceCents: Cents, values: EstimateValues): { deposit: Cents; loan: LoanSummary | null } {
  if (values.financing === "cash") return { deposit: priceCents, loan: null };
  const { downPayment, loan } = splitPurchase(priceCents, values.downPaymentBps);
  return {
    deposit: downPayment,
    loan: {
      amount: loan,
      monthlyPayment: monthlyPayment(loan, values.annualRateBps, values.termYears),
      totalInterest: totalInterest(loan, values.annualRateBps, values.termYears),
      months: values.termYears * MONTHS_IN_YEAR,
    },
  };
}

/**
 * The monthly cost of ownership of a residence (`basis`: price, area, building, FF&E reserve)
 * under the person's `values` (cash or mortgage, down payment, rate, term): the mortgage payment
 * and the running costs a month and a year, and the one-off costs at purchase (the deposit, the
 * transfer taxes and fees the buyer customarily pays, and the closing costs). Each figure is rounded once; totals are sums of the
 * figures shown, so every table adds up to the cent.
 */
export function estimateOwnershipCost(basis: ResidenceCostBasis, values: EstimateValues): OwnershipCost {
  const { deposit, loan } = loanFor(basis.priceCents, values);
  const running = monthlyRunningCosts(basis);
  const mortgage = loan?.monthlyPayment ?? 0;
  const monthly: MonthlyCosts = {
    mortgage,
    propertyTax: running.propertyTax,
    serviceCharge: running.serviceCharge,
    brandFee: running.brandFee,
    insurance: running.insurance,
    ffeReserve: running.ffeReserve,
    total: mortgage + running.total,
  };
  const { oneOff: purchase } = estimateHoldingCosts(basis.costs, basis.priceCents, basis.sqft);
  const oneOff: OneOffCosts = {
    deposit,
    buyerCharges: purchase.buyerCharges,
    closingCosts: purchase.closingCosts,
    total: deposit + purchase.total,
  };
  const yearly = Object.fromEntries(Object.entries(monthly).map(([key, cents]) => [key, cents * MONTHS_IN_YEAR])) as MonthlyCosts;
  const oneOffLabels = oneOffCostLabels(values.financing);
  return {
    loan,
    monthly,
    yearly,
    oneOff,
    breakdown: MONTHLY_COST_KEYS.map((key) => ({ key, label: monthlyCostLabels[key], cents: monthly[key] })),
    oneOffBreakdown: ONE_OFF_COST_KEYS.map((key) => ({ key, label: oneOffLabels[key], cents: oneOff[key] })),
  };
}
