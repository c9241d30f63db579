"use client";

import { useState } from "react";
import { formatAmount } from "@/lib/currency/format";
import { nextDueOf } from "@/lib/deals/schedule/next-due";
import { formatDate } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import { CompletionDateForm, SlipSummary } from "./completion-date-form";
import { DownloadCalendarButton } from "./download-calendar-button";
import { EscrowCheckForm } from "./escrow-check-form";
import { InstalmentsTable } from "./instalments-table";
import { MarkPaidDialog } from "./mark-paid-dialog";
import { NextPayment } from "./next-payment";
import { useContractSchedule } from "./use-contract-schedule";

const sectionClass = "mt-10 grid grid-cols-1 gap-6 rounded-lg border border-border bg-card p-5 shadow-soft sm:p-7";

/**
 * An off-plan contract's payment schedule (lib/deals/schedule/README.md): the instalments of its
 * building's plan, the next payment, marking one paid with its receipt, the calendar file, the
 * escrow check before paying and a new completion date. Nothing for any other contract.
 */
export function PaymentScheduleSection({ contract }: { contract: Contract }) {
  const view = useContractSchedule(contract);
  const [paying, setPaying] = useState<string | null>(null);

  if (view.status === "none") return null;
  if (view.status === "loading") {
    return (
      <section aria-labelledby="payment-schedule-title" aria-busy="true" className={sectionClass}>
        <h2 id="payment-schedule-title" className="text-2xl">
          Payment schedule
        </h2>
        <p className="text-muted-foreground">Loading…</p>
      </section>
    );
  }
  const { building, schedule } = view;
  const payingInstalment = schedule.instalments.find((instalment) => instalment.key === paying);
  return (
    <section aria-labelledby="payment-schedule-title" className={sectionClass}>
      <div className="grid gap-2">
        <h2 id="payment-schedule-title" className="text-2xl">
          Payment schedule
        </h2>
        <p className="text-sm text-muted-foreground">
          {building.name} is sold off-plan, completing in {building.completion.replace("-", " ")}: the price is paid in instalments of the
          building&rsquo;s plan, in {schedule.currency}.
          {schedule.shown !== schedule.currency
            ? ` Amounts in ${schedule.shown} are indicative, at rates of ${formatDate(schedule.ratesDate)}.`
            : ""}{" "}
          Payments are made outside this site; mark each one paid here with its receipt.
        </p>
      </div>
      <NextPayment next={nextDueOf(schedule)} />
      <InstalmentsTable schedule={schedule} onMarkPaid={setPaying} />
      <div className="flex flex-wrap gap-3">
        <DownloadCalendarButton contract={contract} schedule={schedule} />
      </div>
      {schedule.next ? (
        contract.escrowAccount ? (
          <EscrowCheckForm contractId={contract.id} account={contract.escrowAccount} instalment={schedule.next} />
        ) : (
          <p className="text-sm">
            This contract states no escrow account, so there is nothing to check a payment against. Ask for the escrow account in writing,
            and confirm it by phone on a number you already hold, before you pay.
          </p>
        )
      ) : null}
      <div className="grid gap-3">
        <h3 className="text-lg">Completion date</h3>
        {schedule.slip ? <SlipSummary slip={schedule.slip} /> : null}
        <CompletionDateForm contractId={contract.id} />
      </div>
      <MarkPaidDialog
        contractId={contract.id}
        instalment={payingInstalment}
        amount={payingInstalment ? formatAmount(payingInstalment.amountMinor, schedule.currency) : ""}
        onClose={() => setPaying(null)}
      />
    </section>
  );
}
