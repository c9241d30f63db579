import { formatBaths, formatSqft } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { CompareCell } from "./compare-rows";

const yieldFormat = new Intl.NumberFormat("en-US", { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A net yield in basis points as a percentage ("3.42%", "-0.85%"); "No programme" for none. */
export function formatYield(bps: number | null): string {
  return bps === null ? "No programme" : yieldFormat.format(bps / 10_000);
}

/** The text of a comparison cell: the one place each figure of /compare is written. */
export function formatCell(cell: CompareCell): string {
  switch (cell.kind) {
    case "money":
      return formatMoney(cell.cents);
    case "money-per-sqft":
      return `${formatMoney(cell.cents)} per sq ft`;
    case "area":
      return formatSqft(cell.sqft);
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
