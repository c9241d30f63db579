import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import type { PaymentSchedule } from "./schedule";

/**
 * The next payment of a schedule as every place that follows the deal shows it (the contract
 * page, /account's deal list, the offer's thread): none left once all are paid, else the first
 * unpaid instalment, plainly overdue once its day has passed.
 */
export type NextDue =
  | { state: "all-paid" }
  | {
      state: "due" | "overdue";
      label: string;
      dueOn: string;
      amountMinor: number;
      currency: CurrencyCode;
      /** The amount in the buyer's chosen currency (indicative); `shown` equals `currency` when it is the listing's. */
      shownMinor: number;
      shown: CurrencyCode;
      /** Days past the due date; 0 unless overdue. */
      daysLate: number;
    };

/** The next payment due of a payment schedule (built for today by `paymentSchedule`). */
export function nextDueOf(schedule: Pick<PaymentSchedule, "next" | "currency" | "shown">): NextDue {
  const { next } = schedule;
  if (!next) return { state: "all-paid" };
  return {
    state: next.status.state === "overdue" ? "overdue" : "due",
    label: next.label,
    dueOn: next.dueOn,
    amountMinor: next.amountMinor,
    currency: schedule.currency,
    shownMinor: next.shownMinor,
    shown: schedule.shown,
    daysLate: next.status.state === "overdue" ? next.status.daysLate : 0,
  };
}
