import type { ReactNode } from "react";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { formatDisplayFigures } from "@/lib/currency/display-amount";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { copiesMarkup } from "./copies-markup";
import { FigureCopies } from "./figure-copies";

/**
 * A column of figures (a calculator's table) in every currency, like Money: in each currency,
 * when any figure has minor units all show them, so the column lines up. Converted figures carry
 * "≈"; the column's amounts are estimates, so the original amount is not repeated beside each.
 */
export function moneyColumn(amounts: readonly number[], from: CurrencyCode = "USD"): ReactNode[] {
  const texts = new Map(CURRENCY_CODES.map((shown) => [shown, formatDisplayFigures(amounts, from, shown)]));
  return amounts.map((_, index) => (
    <FigureCopies key={index} markup={copiesMarkup("currency", CURRENCY_CODES, (shown) => [texts.get(shown)?.[index] ?? ""])} />
  ));
}
