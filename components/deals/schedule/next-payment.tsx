import { formatAmount } from "@/lib/currency/format";
import type { NextDue } from "@/lib/deals/schedule/next-due";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * The next payment at a glance: what, how much and by when, "overdue" plainly once its day has
 * passed; or that everything is paid. The contract page, /account's deals and the offer thread.
 */
export function NextPayment({ next, testId = "next-payment", className }: { next: NextDue; testId?: string; className?: string }) {
  if (next.state === "all-paid") {
    return (
      <p data-testid={testId} className={className}>
        Every instalment is marked paid.
      </p>
    );
  }
  const overdue = next.state === "overdue";
  const shown = next.shown !== next.currency ? ` (≈ ${formatAmount(next.shownMinor, next.shown)})` : "";
  return (
    <p data-testid={testId} className={cn("text-base", className)}>
      <span className={overdue ? "font-semibold" : "text-muted-foreground"}>Next payment {overdue ? "overdue" : "due"}: </span>
      <strong className="tabular">
        {formatAmount(next.amountMinor, next.currency)}
        {shown}
      </strong>{" "}
      on {formatDate(next.dueOn)}, {next.label.toLowerCase()}
      {overdue ? `, ${next.daysLate} ${next.daysLate === 1 ? "day" : "days"} late` : ""}.
    </p>
  );
}
