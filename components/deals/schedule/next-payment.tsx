import { formatAmount } from "@/lib/currency/format";
import type { PaymentSchedule } from "@/lib/deals/schedule/schedule";
import { formatDate } from "@/lib/format";

/** The next payment at a glance: what, how much and by when; or that everything is paid. */
export function NextPayment({ schedule }: { schedule: PaymentSchedule }) {
  const { next } = schedule;
  if (!next) return <p data-testid="next-payment">Every instalment is marked paid.</p>;
  const overdue = next.status.state === "overdue";
  const shown = schedule.shown !== schedule.currency ? ` (≈ ${formatAmount(next.shownMinor, schedule.shown)})` : "";
  return (
    <p data-testid="next-payment" className="text-base">
      <span className="text-muted-foreground">Next payment {overdue ? "overdue" : "due"}: </span>
      <strong className="tabular">
        {formatAmount(next.amountMinor, schedule.currency)}
        {shown}
      </strong>{" "}
      on {formatDate(next.dueOn)}, {next.label.toLowerCase()}.
    </p>
  );
}
