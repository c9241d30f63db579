import { CURRENCY_CODES, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import { convertMinor } from "@/lib/currency/convert";
import { formatAmount, type AmountFormat } from "@/lib/currency/format";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { element } from "@/lib/html/markup";
import { cn } from "@/lib/utils";
import { copiesMarkup } from "./copies-markup";
import { FigureCopies } from "./figure-copies";

type MoneyProps = {
  /** Integer minor units of `currency`: cents for US dollars. */
  amount: number;
  /** The amount's own currency (the listing's); US dollars unless the data says otherwise. */
  currency?: CurrencyCode;
  scale?: AmountFormat["scale"];
  /**
   * Where the amount in its own currency shows when another is chosen: on a line of its own under
   * the converted figure (a card's price), in brackets after it (a figure inside a sentence), or
   * not at all ("none": an estimate worked out from other figures, marked "≈" all the same).
   */
  original?: "line" | "inline" | "none";
};

/** The markup of Money's copies, one span per currency (also nested by MoneyPerArea). */
export function moneyMarkup({ amount, currency = DEFAULT_CURRENCY, scale, original = "line" }: MoneyProps): string {
  const originalText = formatAmount(amount, currency, { scale, display: "code" });
  const originalPart = element(
    "span",
    { class: cn("font-sans font-normal text-muted-foreground", original === "line" ? "block text-sm" : "text-[0.9em]") },
    original === "inline"
      ? [" (", element("span", { class: "sr-only" }, ["converted from "]), originalText, ")"]
      : [element("span", { class: "sr-only" }, ["converted from "]), originalText],
  );
  return copiesMarkup("currency", CURRENCY_CODES, (shown) =>
    shown === currency
      ? [formatAmount(amount, currency, { scale })]
      : [`≈ ${formatAmount(convertMinor(amount, currency, shown), shown, { scale })}`, ...(original === "none" ? [] : [originalPart])],
  );
}

/**
 * An amount in the currency chosen in the header, for server and client components alike (no
 * state, no effect). It renders the figure once per currency and CSS shows the one the <html>
 * mark names (app/globals.css, lib/first-paint/README.md), so the right one is there from the
 * first paint and switching needs no render. The amount's own currency shows it exactly; any
 * other shows "≈" and the conversion at the shipped rates, with the original amount beside it
 * ("USD 8,500,000", by code, so it is unambiguous and never read as the converted figure).
 */
export function Money(props: MoneyProps) {
  return <FigureCopies markup={moneyMarkup(props)} />;
}
