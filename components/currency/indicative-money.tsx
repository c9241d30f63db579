import { CURRENCY_CODES, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import { convertMinor } from "@/lib/currency/convert";
import { formatAmount } from "@/lib/currency/format";
import { exchangeRates } from "@/lib/catalogue/exchange-rates";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { cn } from "@/lib/utils";
import { copiesMarkup } from "./copies-markup";
import { FigureCopies } from "./figure-copies";

/**
 * Beside an amount that is charged or agreed in its own currency (a deposit, a stay's total): what
 * it comes to in the currency chosen in the header, said to be indicative, or nothing while that
 * is the amount's own currency. One line per currency, shown by CSS like Money's figures.
 */
export function IndicativeMoney({
  amount,
  currency = DEFAULT_CURRENCY,
  className,
}: {
  amount: number;
  currency?: CurrencyCode;
  className?: string;
}) {
  const markup = copiesMarkup(
    "currency",
    CURRENCY_CODES.filter((shown) => shown !== currency),
    (shown) => [
      `≈ ${formatAmount(convertMinor(amount, currency, shown), shown)} at the indicative rates of ${exchangeRates.date}; charged in ${currency}.`,
    ],
    cn("[--shown-display:block]", className),
  );
  return <FigureCopies markup={markup} />;
}
