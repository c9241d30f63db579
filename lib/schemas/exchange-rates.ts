import * as z from "zod/mini";
import { currencyCodeSchema } from "./display-preferences";
import { isoDateSchema } from "./fields";

/**
 * A rate as decimal text ("0.86", "3.6725"), never a binary float, so conversions can be exact
 * integer maths (lib/currency/convert.ts).
 */
export const rateTextSchema = z.string().check(
  z.regex(/^\d{1,9}(\.\d{1,9})?$/, "Enter a rate as a decimal number, like 0.86"),
  z.refine((text) => /[1-9]/.test(text), "Enter a rate of more than 0"),
);

/**
 * The snapshot of exchange rates shipped with the site: units of each currency one US dollar
 * bought on `date`. No request leaves the site for live rates, so every converted price is
 * indicative and says of which day.
 */
export const exchangeRatesSchema = z.object({
  date: isoDateSchema,
  /** Every currency the switch offers (the record is exhaustive); USD is 1. */
  perUsd: z.record(currencyCodeSchema, rateTextSchema).check(z.refine((rates) => rates.USD === "1", "Give the US dollar a rate of 1")),
});

export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
