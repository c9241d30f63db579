import type { Cents } from "@/lib/money";
import { shareOf } from "@/lib/money-shares";
import type { PaymentMilestone } from "@/lib/schemas/residence-facts";

export type PaymentInstalment = PaymentMilestone & { amountCents: Cents };

/**
 * Each milestone of a payment plan with its amount of `priceCents`. Every share rounds to the
 * cent except the last, which takes what is left, so the instalments always add up to the price
 * (a plan of thirds of $100.00 is $33.33, $33.33 and $33.34).
 */
export function paymentPlanAmounts(plan: readonly PaymentMilestone[], priceCents: Cents): PaymentInstalment[] {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) throw new RangeError("The price must be whole cents");
  let paid = 0;
  return plan.map((step, index) => {
    const amountCents = index === plan.length - 1 ? priceCents - paid : shareOf(priceCents, step.shareBps);
    paid += amountCents;
    return { ...step, amountCents };
  });
}
