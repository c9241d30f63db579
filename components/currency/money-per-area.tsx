import { SQFT_PER_SQUARE_METRE } from "@/lib/area";
import { AREA_UNITS, areaUnitLabels } from "@/lib/schemas/currencies";
import type { AmountFormat } from "@/lib/currency/format";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { copiesMarkup } from "./copies-markup";
import { FigureCopies } from "./figure-copies";
import { moneyMarkup } from "./money";

type MoneyPerAreaProps = {
  /** Integer minor units per square foot. */
  amountPerSqft: number;
  /** Integer minor units per square metre, where worked out from a whole amount (amountPerArea): else per sq ft x 10.7639. */
  amountPerSquareMetre?: number;
  currency?: CurrencyCode;
  scale?: AmountFormat["scale"];
  /** What follows the unit: "a month" in "$0.58 per sq ft a month". */
  period?: string;
};

/**
 * An amount per unit of area in the chosen currency and area unit: "$0.58 per sq ft" or
 * "≈ €5.37 per m²". Per square metre is `amountPerSquareMetre` where given (a price over an area,
 * rounded once), else the per-square-foot rate x 10.7639, to the minor unit.
 * Like Money and Area, every version is in the HTML and CSS shows the chosen one.
 */
export function MoneyPerArea({ amountPerSqft, amountPerSquareMetre, currency, scale, period }: MoneyPerAreaProps) {
  const markup = copiesMarkup("area", AREA_UNITS, (unit) => [
    {
      html: moneyMarkup({
        amount: unit === "sqft" ? amountPerSqft : (amountPerSquareMetre ?? Math.round(amountPerSqft * SQFT_PER_SQUARE_METRE)),
        currency,
        scale,
        original: "none",
      }),
    },
    ` per ${areaUnitLabels[unit]}${period ? ` ${period}` : ""}`,
  ]);
  return <FigureCopies markup={markup} />;
}
