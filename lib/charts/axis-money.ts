import type { Cents } from "@/lib/money";

const compact = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/**
 * An axis label for an amount: "$120K", "-$40K", "$1.2M". Only for a chart's scale, whose exact
 * figures are in the table beside it (formatMoney, lib/money.ts); the float is fine for a label.
 */
export function formatAxisMoney(amount: Cents): string {
  return Number.isSafeInteger(amount) ? compact.format(amount / 100) : "";
}
