import { convertMinor } from "@/lib/currency/convert";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { formatAxisMoney } from "./axis-money";
import { linearScale, niceTicks } from "./linear-scale";

export type AxisTick = { value: number; position: number; label: string };

/**
 * A money axis in every currency over one drawing: the chart is drawn in US dollars (`domain`,
 * from the dollars' round ticks, mapped onto `range`), and each currency gets its own round ticks
 * inside the same span, at their places on the drawing, so "€100K" sits where €100K is. The page
 * shows the chosen currency's axis (data-in-currency), like every other figure.
 */
export function currencyAxes(
  domain: readonly [number, number],
  range: readonly [number, number],
  count = 4,
): { currency: CurrencyCode; ticks: AxisTick[] }[] {
  return CURRENCY_CODES.map((currency) => {
    const low = convertMinor(domain[0], "USD", currency);
    const high = convertMinor(domain[1], "USD", currency);
    const at = linearScale([low, high], range);
    const ticks = niceTicks(low, high, count)
      .filter((value) => value >= low && value <= high)
      .map((value) => ({ value, position: at(value), label: formatAxisMoney(value, currency) }));
    return { currency, ticks };
  });
}
