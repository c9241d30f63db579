"use client";

import Link from "next/link";
import { useWatch, type Control } from "react-hook-form";
import { offerAmountNotes } from "@/lib/deals/offers/offer-record";
import type { OfferForm } from "@/lib/schemas/offer";

/** The notes that follow the typed offer amount: verification over $1M, concierge over $4M. */
export function AmountNotes({ control }: { control: Control<OfferForm> }) {
  const amount = useWatch({ control, name: "offerAmount" });
  const { verification, concierge } = offerAmountNotes(amount ?? "");
  return (
    <div aria-live="polite" className="grid gap-2 empty:hidden">
      {verification ? (
        <p className="rounded-md border-l-2 border-gold bg-ivory-deep px-3 py-2 text-sm leading-relaxed">
          Purchases over $1M may need extra verification of identity and funds.
        </p>
      ) : null}
      {concierge ? (
        <p className="rounded-md border-l-2 border-gold bg-ivory-deep px-3 py-2 text-sm leading-relaxed">
          Transactions over $4M come with concierge help from our{" "}
          <Link href="/about" className="text-gold-ink underline underline-offset-4">
            closing team
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
