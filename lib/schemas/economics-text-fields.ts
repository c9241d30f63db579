import { parseMoney, plainAmount } from "@/lib/money-input";
import { bpsToPercent, percentToBps, wholeNumber } from "@/lib/number-text";
import { ESTIMATE_LIMITS, YIELD_LIMITS, isWithin, type InputLimit } from "./economics-values";

/**
 * The calculators' numbers as the text of their form fields, both ways. A person types a
 * percentage as "6.5" or "6.5%" (up to two decimals), dollars as "1250", "$1,250.50", and whole
 * numbers as "30"; the field's unit is shown beside it. Plain functions, no zod: the form schemas
 * (economics-forms.ts) check fields with them, and the page turns the valid ones into values with
 * them (textsOf and numbersOf in lib/economics/view-models.ts).
 */

export type TextField = {
  /** The number in `text` (cents, basis points or a count), or null when it cannot be read. */
  read: (text: string) => number | null;
  /** The text a field starts with for a value, which `read` reads back. */
  write: (value: number) => string;
  limit: InputLimit;
};

const percent = (signed: boolean) => (text: string) => percentToBps(text.trim().replace(/\s*%$/, ""), signed);
const whole = (text: string) => wholeNumber(text.trim());

export const ESTIMATE_TEXT_FIELDS = {
  downPaymentBps: { read: percent(false), write: bpsToPercent, limit: ESTIMATE_LIMITS.downPaymentBps },
  annualRateBps: { read: percent(false), write: bpsToPercent, limit: ESTIMATE_LIMITS.annualRateBps },
  termYears: { read: whole, write: String, limit: ESTIMATE_LIMITS.termYears },
} as const satisfies Record<string, TextField>;

export const YIELD_TEXT_FIELDS = {
  nightlyRateCents: { read: parseMoney, write: plainAmount, limit: YIELD_LIMITS.nightlyRateCents },
  occupancyBps: { read: percent(false), write: bpsToPercent, limit: YIELD_LIMITS.occupancyBps },
  ownerUseNights: { read: whole, write: String, limit: YIELD_LIMITS.ownerUseNights },
  ownerShareBps: { read: percent(false), write: bpsToPercent, limit: YIELD_LIMITS.ownerShareBps },
  operatorFeeBps: { read: percent(false), write: bpsToPercent, limit: YIELD_LIMITS.operatorFeeBps },
  rateGrowthBps: { read: percent(true), write: bpsToPercent, limit: YIELD_LIMITS.rateGrowthBps },
  appreciationBps: { read: percent(true), write: bpsToPercent, limit: YIELD_LIMITS.appreciationBps },
} as const satisfies Record<string, TextField>;

/** The number a field's text gives when it is readable and within the field's limit; null otherwise. */
export function numberOfText(field: TextField, text: string): number | null {
  const value = field.read(text);
  return value !== null && isWithin(value, field.limit) ? value : null;
}
