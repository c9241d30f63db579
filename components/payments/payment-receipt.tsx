"use client";

import Link from "next/link";
import type { Ref } from "react";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { formatDate, formatDateTime } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { IndicativeMoney } from "@/components/currency/indicative-money";
import { brandName } from "@/lib/schemas/card-brands";
import { THIS_VISIT_ONLY } from "@/lib/kept-where";
import { useRecordsLocation } from "@/lib/store";
import { paymentMethodLabels, transactionStatusLabels } from "@/lib/schemas/labels";
import type { Transaction } from "@/lib/schemas/transaction";

/** The receipt of a completed (simulated) payment, read from the record that was saved. Text only: it sits in a live region. */
export function PaymentReceipt({
  transaction,
  extra,
  headingRef,
}: {
  transaction: Transaction;
  extra?: React.ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  // Honest about where the record lives: IndexedDB, or only this page's memory when the browser refuses storage.
  const location = useRecordsLocation();
  const paidWith = transaction.card
    ? `${brandName(transaction.card.brand)} •••• ${transaction.card.last4}`
    : paymentMethodLabels[transaction.method ?? "card"];
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <CheckCircleIcon className="size-7 text-success" />
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl outline-hidden">
          Payment successful
        </h3>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-border bg-muted/50 p-4 text-sm">
        <dt className="text-muted-foreground">Amount</dt>
        <dd className="tabular font-semibold">{formatMoney(transaction.amountCents)}</dd>
        <dt className="text-muted-foreground">Paid with</dt>
        <dd className="tabular">{paidWith}</dd>
        {extra}
        <dt className="text-muted-foreground">For</dt>
        <dd>
          {transaction.type === "Booking" ? "Booking" : transaction.contractId ? "Escrow deposit" : "Reservation deposit"},{" "}
          {transaction.property}
        </dd>
        {transaction.booking ? (
          <>
            <dt className="text-muted-foreground">Stay</dt>
            <dd>
              {formatDate(transaction.booking.checkIn)} to {formatDate(transaction.booking.checkOut)}, {transaction.booking.nights}{" "}
              {transaction.booking.nights === 1 ? "night" : "nights"}, {transaction.booking.guests}{" "}
              {transaction.booking.guests === 1 ? "guest" : "guests"}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Status</dt>
        <dd>{transactionStatusLabels[transaction.status]}</dd>
        <dt className="text-muted-foreground">Transaction ID</dt>
        <dd className="tabular font-medium break-all">{transaction.id}</dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{formatDateTime(transaction.date)}</dd>
      </dl>
      <IndicativeMoney amount={transaction.amountCents} className="text-sm text-muted-foreground" />
      <p className="text-sm leading-relaxed text-muted-foreground">
        This was a simulation: no money moved.{" "}
        {location === "visit" ? (
          `This browser is not letting the site save data, so the record is kept ${THIS_VISIT_ONLY}: it is gone once you leave or reload the page.`
        ) : (
          <>
            The record is saved in this browser, where you will find it under{" "}
            <Link href="/transactions" prefetch={false} className="text-gold-ink underline underline-offset-4">
              Transactions
            </Link>
            .
          </>
        )}
      </p>
    </div>
  );
}
