import type { Cents } from "@/lib/money";
import type { EstimateValues } from "@/lib/schemas/ownership-estimate";
import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import {
  MONTHLY_COST_KEYS,
  ONE_OFF_COST_KEYS,
  monthlyCostLabels,
  oneOffCostLabels,
  type CostLine,
  type MonthlyCostKey,
  type OneOffCostKey,
} from "./cost-labels";
import { MONTHS_IN_YEAR, monthlyPayment, splitPurchase, totalInterest } from "./mortgage";
import { monthlyRunningCosts, type ResidenceCostBasis } from "./running-costs";

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
 * transfer taxes and the closing costs). Each figure is rounded once; totals are sums of the
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
    transferTax: purchase.transferTax,
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
