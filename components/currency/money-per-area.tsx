import { SQFT_PER_SQUARE_METRE } from "@/lib/area";
import { AREA_UNITS, areaUnitLabels } from "@/lib/schemas/currencies";
import type { AmountFormat } from "@/lib/currency/format";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { Money } from "./money";

type MoneyPerAreaProps = {
  /** Integer minor units per square foot. */
  amountPerSqft: number;
  currency?: CurrencyCode;
  scale?: AmountFormat["scale"];
  /** What follows the unit: "a month" in "$0.58 per sq ft a month". */
  period?: string;
};

/**
 * An amount per unit of area in the chosen currency and area unit: "$0.58 per sq ft" or
 * "≈ €5.37 per m²". Per square metre is the per-square-foot amount x 10.7639, to the minor unit.
 * Like Money and Area, every version is in the HTML and CSS shows the chosen one.
 */
export function MoneyPerArea({ amountPerSqft, currency, scale, period }: MoneyPerAreaProps) {
  return (
    <>
      {AREA_UNITS.map((unit) => (
        <span key={unit} data-in-area={unit}>
          <Money
            amount={unit === "sqft" ? amountPerSqft : Math.round(amountPerSqft * SQFT_PER_SQUARE_METRE)}
            currency={currency}
            scale={scale}
            original="none"
          />{" "}
          per {areaUnitLabels[unit]}
          {period ? ` ${period}` : null}
        </span>
      ))}
    </>
  );
}
