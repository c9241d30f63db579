import type { BasisPoints, Cents } from "@/lib/money-units";

/**
 * Numbers as the plain text a URL query or a calculator's field carries (percentages, plain dollar
 * amounts, counts), read strictly: plain ASCII digits of bounded length with an optional
 * fraction, so "1e309", "NaN", "Infinity", "0x10", "<script>", a 200-digit number, full-width
 * digits or spaces are never read (null). Reading is exact string work, never parseFloat, so
 * "6.25" is exactly 625 basis points. Apart from lib/money-input.ts, so a page that only reads
 * typed money does not load these.
 */

const PERCENT = /^(-?)(\d{1,3})(?:\.(\d{1,2}))?$/;
const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d{1,4}$/;

/** "6.25" -> 625, "30" -> 3_000, "0.5" -> 50; with `signed`, "-1.5" -> -150. Null for anything else. */
export function percentToBps(text: string, signed = false): BasisPoints | null {
  const match = PERCENT.exec(text);
  if (!match || (match[1] === "-" && !signed)) return null;
  const bps = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] === "-" ? -bps : bps;
}

/** 625 -> "6.25", 3_000 -> "30", 50 -> "0.5", -150 -> "-1.5": the shortest text percentToBps reads back. */
export function bpsToPercent(bps: BasisPoints): string {
  const magnitude = Math.abs(bps);
  const fraction = String(magnitude % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${bps < 0 ? "-" : ""}${Math.floor(magnitude / 100)}${fraction ? `.${fraction}` : ""}`;
}

/**
 * A plain dollar amount, as plainAmount (lib/money-input.ts) writes it, up to nine digits of dollars:
 * "1450" -> 145_000, "1450.5" -> 145_050 cents. Null for anything else (no commas, signs or symbols).
 */
export function parsePlainAmount(text: string): Cents | null {
  const match = DOLLARS.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A count (years, nights): "30" -> 30, up to four digits. Null for anything else. */
export function wholeNumber(text: string): number | null {
  return WHOLE.test(text) ? Number(text) : null;
}
