"use client";

import { createContext, useContext } from "react";
import { Money } from "@/components/currency/money";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";

/** The number of nights of the stay being searched, when its dates are complete and valid. */
export const StayNightsContext = createContext<number | undefined>(undefined);

/** "7 nights: $31,500" under a rental's rate, while a valid stay is chosen. */
export function StayQuote({ rateCents, currency }: { rateCents: number; currency?: CurrencyCode }) {
  const nights = useContext(StayNightsContext);
  if (nights === undefined) return null;
  return (
    <p className="tabular mt-1 text-sm text-foreground/85">
      {nights} {nights === 1 ? "night" : "nights"}:{" "}
      <span className="font-medium">
        <Money amount={rateCents * nights} currency={currency} original="inline" />
      </span>{" "}
      before taxes
    </p>
  );
}
