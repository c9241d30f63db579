import { formatArea, SQFT_PER_SQUARE_METRE } from "@/lib/area";
import { areaUnitLabels } from "@/lib/schemas/currencies";
import { formatDisplayAmount, type DisplayChoice } from "@/lib/currency/display-amount";
import { formatBaths } from "@/lib/format";
import type { CompareCell } from "./compare-rows";

const yieldFormat = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A net yield in basis points as a percentage ("3.42%", "-0.85%"); "No programme" for none. */
export function formatYield(bps: number | null): string {
  return bps === null ? "No programme" : yieldFormat.format(bps / 10_000);
}

const inDollars: DisplayChoice = { currency: "USD", area: "sqft" };

/**
 * The text of a comparison cell in the header's currency and area unit (the page draws on the
 * client, so one of each): the one place each figure of /compare is written.
 */
export function formatCell(cell: CompareCell, shown: DisplayChoice = inDollars): string {
  switch (cell.kind) {
    case "money":
      return formatDisplayAmount(cell.cents, "USD", shown.currency);
    case "money-per-sqft": {
      const perUnit = shown.area === "sqft" ? cell.cents : (cell.m2Cents ?? Math.round(cell.cents * SQFT_PER_SQUARE_METRE));
      return `${formatDisplayAmount(perUnit, "USD", shown.currency)} per ${areaUnitLabels[shown.area]}`;
    }
    case "area":
      return formatArea(cell.sqft, shown.area);
    case "count":
      return formatBaths(cell.value);
    case "count-of":
      return `${cell.value} of ${cell.of}`;
    case "text":
      return cell.text;
    case "yes-no":
      return cell.yes ? "Yes" : "No";
    case "yield":
      return formatYield(cell.bps);
  }
}

/** A row's label in the chosen area unit: "Price per m²" for the price per area; the others as they are. */
export function rowLabel(row: { key: string; label: string }, area: DisplayChoice["area"]): string {
  return row.key === "price-per-sqft" ? `Price per ${areaUnitLabels[area]}` : row.label;
}
