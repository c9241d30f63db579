import type { Metadata } from "next";
import { PageHeader } from "@/components/deals/contracts/page-header";
import { TransactionsOverview } from "@/components/transactions/transactions-overview";

export const metadata: Metadata = {
  title: "Transaction Management",
  description: "Deposits, final payments and bookings: what is held in escrow, what has completed, and what is still open.",
};

const notes = [
  {
    title: "Card payment processing",
    text: "Card payments on this site are simulated: the form checks the card details, waits about two seconds and records the payment. No card is charged, and only the card brand and last four digits are kept.",
  },
  {
    title: "Escrow protection",
    text: "A deposit marked In Escrow stands for funds an escrow agent would hold on behalf of both parties. In this preview it is a record in your browser; no money is held anywhere.",
  },
  {
    title: "Release on completion",
    text: "In a live deal, funds held in escrow are released to the seller when the contract completes. In this preview the release is simulated: the records show it, and no money moves.",
  },
];

export default function TransactionsPage() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 sm:py-20">
      <PageHeader
        eyebrow="Deals"
        title="Transaction Management"
        description="Every deposit, final payment and booking recorded in this browser, with the contract it belongs to."
      />
      <div className="mt-10">
        <TransactionsOverview />
      </div>
      <section aria-labelledby="how-payments-work" className="mt-16 rounded-lg bg-ink px-6 py-10 text-ivory sm:px-10">
        <h2 id="how-payments-work" className="text-3xl text-ivory">
          How payments work here
        </h2>
        <div className="mt-6 grid gap-8 md:grid-cols-3">
          {notes.map((note) => (
            <div key={note.title}>
              <h3 className="font-sans text-sm font-semibold caps text-gold-light">{note.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ivory/85">{note.text}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
