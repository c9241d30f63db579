/**
 * A few lines of HTML written as a string, for markup React should not walk: the per-currency and
 * per-unit copies of a figure (components/currency). Text and attribute values are escaped here,
 * so a caller passes plain text and never markup.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A part of markup: plain text (escaped when written) or markup made by `element`. */
export type MarkupPart = string | { html: string };

/** An element with its attributes and its parts, as markup; no attribute is written when its value is undefined. */
export function element(
  name: "span" | "b",
  attributes: Record<string, string | undefined>,
  parts: readonly MarkupPart[],
): { html: string } {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join("");
  return { html: `<${name}${written}>${markupOf(parts)}</${name}>` };
}

/** The markup of parts in order. */
export function markupOf(parts: readonly MarkupPart[]): string {
  return parts.map((part) => (typeof part === "string" ? escapeHtml(part) : part.html)).join("");
}
