"use client";

import { Suspense, useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyPart } from "@/components/layout/lazy-part";
import { transactionsForTab, transactionTabs, transactionTotals, type TransactionTab } from "@/lib/deals/transaction-totals";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { store } from "@/lib/store";

// The payments and totals are drawn from the records, so their code (the cards, the figures in the
// visitor's currency) loads alongside them rather than ahead: the import starts as soon as this
// page runs, while the store opens, and the first paint (the loading state) needs none of it.
const loadFigures = () => import("./transaction-figures");
if (typeof window !== "undefined") void loadFigures().catch(() => undefined); // retried when it renders
const TransactionList = lazyPart(loadFigures, (module) => module.TransactionList);
const TotalFigure = lazyPart(loadFigures, (module) => module.TotalFigure);

const loading = (
  <p role="status" className="py-16 text-center text-muted-foreground">
    Loading transactions…
  </p>
);

function Total({ ready, amount }: { ready: boolean; amount: number }) {
  return ready ? (
    <Suspense fallback="…">
      <TotalFigure amount={amount} />
    </Suspense>
  ) : (
    "…"
  );
}

function Summary({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-6 shadow-soft">
      <dt className="text-xs font-medium caps text-muted-foreground">{label}</dt>
      <dd className="tabular mt-2 font-display text-4xl">{value}</dd>
      <dd className="mt-1 text-sm text-muted-foreground">{note}</dd>
    </div>
  );
}

/** /transactions: totals, status tabs and every payment in the store (samples and payments made here). */
export function TransactionsOverview() {
  const [tab, setTab] = useState<TransactionTab>("all");
  const transactions = useVisibleCollection(store.transactions);
  const ready = transactions.status === "ready";
  const totals = transactionTotals(transactions.data);
  const shown = transactionsForTab(transactions.data, tab);

  return (
    // One column no wider than the page: an `auto` column would grow to the tab row's width and scroll the phone page sideways.
    <div className="grid grid-cols-1 gap-10">
      <dl className="grid gap-4 md:grid-cols-3" aria-busy={!ready}>
        <Summary
          label="Total in Escrow"
          value={<Total ready={ready} amount={totals.inEscrow} />}
          note="Held until each contract completes, or refunded if it is cancelled"
        />
        <Summary label="Total Completed" value={<Total ready={ready} amount={totals.completed} />} note="Released or paid in full" />
        <Summary label="Active Transactions" value={ready ? String(totals.active) : "…"} note="Every payment not completed or refunded" />
      </dl>

      <Tabs value={tab} onValueChange={(value) => setTab(value as TransactionTab)}>
        <TabsList aria-label="Transaction status">
          {transactionTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {transactionTabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {/* Each payment is an h3: this names the open tab between them and the page's h1. */}
            <h2 className="sr-only">{item.label}</h2>
            {!ready ? (
              loading
            ) : shown.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border px-6 py-16 text-center text-muted-foreground">
                No transactions here yet.
              </p>
            ) : (
              <Suspense fallback={loading}>
                <TransactionList transactions={shown} />
              </Suspense>
            )}
            {transactions.error ? (
              <p role="alert" className="mt-4 text-sm text-destructive">
                {transactions.error}
              </p>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
