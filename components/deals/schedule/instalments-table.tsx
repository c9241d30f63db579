"use client";

import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { formatAmount } from "@/lib/currency/format";
import { fingerprintGroups } from "@/lib/files/fingerprint";
import type { PaymentSchedule, ScheduledInstalment } from "@/lib/deals/schedule/schedule";
import { formatDate } from "@/lib/format";

const stateLabels = { due: "Due", paid: "Paid", overdue: "Overdue" } as const;
const stateClasses = {
  due: "text-foreground",
  paid: "text-success",
  overdue: "font-medium text-destructive",
} as const;

function StateCell({ instalment, onMarkPaid }: { instalment: ScheduledInstalment; onMarkPaid: (key: string) => void }) {
  const { status } = instalment;
  if (status.state === "paid") {
    const { payment } = status;
    return (
      <div className="grid gap-1">
        <span className={stateClasses.paid}>Paid on {formatDate(payment.paidOn)}</span>
        <span className="text-xs text-muted-foreground">Receipt: {payment.receipt.name}</span>
        <span className="text-xs break-words text-muted-foreground">
          SHA-256 fingerprint: <code data-testid={`fingerprint-${instalment.key}`}>{fingerprintGroups(payment.receipt.sha256)}</code>
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className={stateClasses[status.state]}>
        {stateLabels[status.state]}
        {status.state === "overdue" ? ` (${status.daysLate} ${status.daysLate === 1 ? "day" : "days"} late)` : ""}
      </span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Mark paid: ${instalment.label}`}
        onClick={() => onMarkPaid(instalment.key)}
      >
        Mark paid
      </Button>
    </div>
  );
}

/** Every instalment: its due date, amount in the listing's currency and the chosen one, and its state. */
export function InstalmentsTable({ schedule, onMarkPaid }: { schedule: PaymentSchedule; onMarkPaid: (key: string) => void }) {
  const converted = schedule.shown !== schedule.currency;
  return (
    <ScrollRegion label="Instalments" className="-mx-1 px-1">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Instalments of the payment schedule</caption>
        <thead className="text-xs caps text-muted-foreground">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-medium">
              Due
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Instalment
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Amount ({schedule.currency})
            </th>
            {converted ? (
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                In {schedule.shown}, indicative
              </th>
            ) : null}
            <th scope="col" className="py-2 font-medium">
              State
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.instalments.map((instalment) => (
            <tr key={instalment.key} data-testid={`instalment-${instalment.key}`} className="border-b border-border align-top">
              <td className="tabular py-3 pr-3 whitespace-nowrap">{formatDate(instalment.dueOn)}</td>
              <th scope="row" className="py-3 pr-3 font-normal">
                {instalment.label}
              </th>
              <td className="tabular py-3 pr-3 text-right whitespace-nowrap">{formatAmount(instalment.amountMinor, schedule.currency)}</td>
              {converted ? (
                <td className="tabular py-3 pr-3 text-right whitespace-nowrap">≈ {formatAmount(instalment.shownMinor, schedule.shown)}</td>
              ) : null}
              <td className="py-3">
                <StateCell instalment={instalment} onMarkPaid={onMarkPaid} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
