"use client";

import { useWatch, type Control } from "react-hook-form";
import { depositCentsFor } from "@/lib/deals/offers/deposit-input";
import { formatMoney } from "@/lib/money";
import { parseMoney } from "@/lib/money-input";
import type { OfferForm } from "@/lib/schemas/offer";

/** What a percentage deposit comes to at the typed offer: "5% of your offer is $412,500." */
export function DepositNote({ control }: { control: Control<OfferForm> }) {
  const [offerText, depositText] = useWatch({ control, name: ["offerAmount", "deposit"] });
  const offer = parseMoney(offerText ?? "");
  const deposit = offer === null || offer <= 0 ? null : depositCentsFor(depositText ?? "", offer);
  const isPercent = (depositText ?? "").includes("%");
  return (
    <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
      {isPercent && deposit !== null && deposit > 0 && deposit < (offer ?? 0)
        ? `${depositText.trim()} of your offer is ${formatMoney(deposit)}.`
        : null}
    </p>
  );
}
