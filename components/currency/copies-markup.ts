import { element, markupOf, type MarkupPart } from "@/lib/html/markup";

/**
 * The markup of a figure's copies: one span per currency or area unit, marked `data-in-currency`
 * or `data-in-area` for the CSS that shows the chosen one (app/globals.css), holding what `write`
 * gives for it. `className` styles each copy.
 */
export function copiesMarkup<V extends string>(
  kind: "currency" | "area",
  values: readonly V[],
  write: (value: V) => readonly MarkupPart[],
  className?: string,
): string {
  return markupOf(values.map((value) => element("span", { [`data-in-${kind}`]: value, class: className }, write(value))));
}
