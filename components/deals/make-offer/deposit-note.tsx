"use client";

import { useWatch, type Control } from "react-hook-form";
import { formatMoney } from "@/lib/money";
import { parseMoney } from "@/lib/money-input";
import { shareOf } from "@/lib/money-shares";
import { readDepositInput } from "@/lib/schemas/deposit-text";
import type { OfferForm } from "@/lib/schemas/offer";

/** What a percentage deposit comes to at the typed offer: "5% of your offer is $412,500." */
export function DepositNote({ control }: { control: Control<OfferForm> }) {
  const [offerText, depositText] = useWatch({ control, name: ["offerAmount", "deposit"] });
  const offer = parseMoney(offerText ?? "");
  const input = readDepositInput(depositText ?? "");
  // Only a percentage needs working out; an amount already says what it is.
  const deposit = input?.kind === "percent" && offer !== null && offer > 0 && input.rate < 10_000 ? shareOf(offer, input.rate) : 0;
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
      {deposit > 0 ? `${(depositText ?? "").trim()} of your offer is ${formatMoney(deposit)}.` : null}
    </p>
  );
}
