import { exchangeRates } from "@/lib/catalogue/exchange-rates";
import { convertMinor } from "@/lib/currency/convert";
import { toIsoDate } from "@/lib/format";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import type { Contract } from "@/lib/schemas/contract";
import type { InstalmentPayment, PaymentScheduleRecord } from "@/lib/schemas/payment-schedule";
import type { OffPlanBuilding } from "./building";
import { daysBetween } from "./calendar-days";
import { plannedCompletion, scheduleInstalments, type PlannedInstalment } from "./instalments";

export type InstalmentStatus = { state: "paid"; payment: InstalmentPayment } | { state: "overdue"; daysLate: number } | { state: "due" };

export type ScheduledInstalment = PlannedInstalment & {
  status: InstalmentStatus;
  /** The amount in the buyer's chosen currency at the shipped rates (indicative); the same number when it is the listing's. */
  shownMinor: number;
};

/** An instalment whose date the new completion date changed, and by how many days. */
export type InstalmentMove = { key: string; label: string; from: string; to: string; days: number };

export type CompletionSlip = {
  planned: string;
  current: string;
  /** Days from the planned completion to the current one (negative: earlier). */
  days: number;
  /** The instalments not yet paid whose due date moved with it. */
  moves: InstalmentMove[];
};

export type PaymentSchedule = {
  instalments: ScheduledInstalment[];
  /** The listing's currency, which the contract's amounts are in. */
  currency: CurrencyCode;
  shown: CurrencyCode;
  /** The date of the exchange-rate snapshot the shown amounts use. */
  ratesDate: string;
  /** The first instalment not paid yet, overdue or due; none once everything is paid. */
  next: ScheduledInstalment | undefined;
  slip: CompletionSlip | null;
};

type ScheduleInput = {
  contract: Pick<Contract, "amountCents" | "deadline" | "signatures">;
  building: Pick<OffPlanBuilding, "completion" | "paymentPlan" | "currency">;
  record?: Pick<PaymentScheduleRecord, "payments" | "completionDates"> | undefined;
  shown: CurrencyCode;
  /** Today's date (YYYY-MM-DD); the device's today by default. */
  today?: string;
};

/** The completion date last recorded, if any. */
export function recordedCompletion(record: ScheduleInput["record"]): string | undefined {
  return record?.completionDates.at(-1)?.date;
}

function statusOf(instalment: PlannedInstalment, payments: readonly InstalmentPayment[], today: string): InstalmentStatus {
  const payment = payments.find((candidate) => candidate.instalment === instalment.key);
  if (payment) return { state: "paid", payment };
  if (instalment.dueOn < today) return { state: "overdue", daysLate: daysBetween(instalment.dueOn, today) };
  return { state: "due" };
}

function slipOf(input: ScheduleInput, current: PlannedInstalment[], paid: ReadonlySet<string>): CompletionSlip | null {
  const recorded = recordedCompletion(input.record);
  if (!recorded) return null;
  const planned = plannedCompletion(input);
  const before = new Map(scheduleInstalments(input).map((instalment) => [instalment.key, instalment.dueOn]));
  const moves = current.flatMap((instalment): InstalmentMove[] => {
    const from = before.get(instalment.key);
    if (!from || from === instalment.dueOn || paid.has(instalment.key)) return [];
    return [{ key: instalment.key, label: instalment.label, from, to: instalment.dueOn, days: daysBetween(from, instalment.dueOn) }];
  });
  const completion = current.find((instalment) => instalment.kind === "completion")?.dueOn ?? recorded;
  return { planned, current: completion, days: daysBetween(planned, completion), moves };
}

/**
 * The contract's payment schedule as a person sees it today: each instalment with its state
 * (paid with its receipt, overdue once its day has passed, else due), its amount in the chosen
 * currency, the next payment, and the slip of a recorded completion date against the plan.
 */
export function paymentSchedule(input: ScheduleInput): PaymentSchedule {
  const today = input.today ?? toIsoDate(new Date());
  const payments = input.record?.payments ?? [];
  const planned = scheduleInstalments(input, recordedCompletion(input.record));
  const instalments = planned.map((instalment) => ({
    ...instalment,
    status: statusOf(instalment, payments, today),
    shownMinor: convertMinor(instalment.amountMinor, input.building.currency, input.shown),
  }));
  const paid = new Set(payments.map((payment) => payment.instalment));
  return {
    instalments,
    currency: input.building.currency,
    shown: input.shown,
    ratesDate: exchangeRates.date,
    next: instalments.find((instalment) => instalment.status.state !== "paid"),
    slip: slipOf(input, planned, paid),
  };
}
