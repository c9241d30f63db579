import * as z from "zod/mini";
import { parseMoney, plainAmount } from "@/lib/money-input";
import type { OfferTerms } from "./offer-thread";
import { bothAmountsReadable, moneyText, optionalText, todayOrLaterDate } from "./fields";

/**
 * The counter-offer form (either side, on the offer's page): the whole terms of the next version,
 * prefilled from the latest one. Values are the strings the inputs hold (trimmed); `counterTerms`
 * turns a form that passed into the terms the deal machine takes.
 */
export const counterOfferFormSchema = z
  .object({
    offerAmount: moneyText({
      required: "Enter the offer amount",
      format: "Enter the offer amount in dollars, like $1,250,000",
      positive: "Offer amount must be more than $0",
    }),
    depositAmount: moneyText({
      required: "Enter the deposit",
      format: "Enter the deposit in dollars, like $125,000",
      positive: "Deposit must be more than $0",
    }),
    closingDate: todayOrLaterDate({
      required: "Enter the closing date",
      format: "Closing date must be a real date",
      past: "Closing date must be today or in the future",
    }),
    contingencies: optionalText("Contingencies"),
    additionalTerms: optionalText("Additional terms"),
  })
  .check(
    z.refine((form) => (parseMoney(form.depositAmount) ?? 0) <= (parseMoney(form.offerAmount) ?? Infinity), {
      message: "Deposit must be the same as or less than the offer amount",
      path: ["depositAmount"],
      when: (payload) => bothAmountsReadable(payload.value, "offerAmount", "depositAmount"),
    }),
  );

export type CounterOfferForm = z.infer<typeof counterOfferFormSchema>;

/** The terms of a counter-offer form that passed counterOfferFormSchema, amounts in integer cents. */
export function counterTerms(form: CounterOfferForm): OfferTerms {
  const offerAmountCents = parseMoney(form.offerAmount);
  const depositCents = parseMoney(form.depositAmount);
  if (offerAmountCents === null || depositCents === null) throw new TypeError("The counter-offer form has not been validated");
  return {
    offerAmountCents,
    depositCents,
    closingDate: form.closingDate,
    contingencies: form.contingencies ?? "",
    additionalTerms: form.additionalTerms ?? "",
  };
}

/** The form's starting values: the latest version's terms, for the person to change. */
export function counterFormFrom(terms: OfferTerms): CounterOfferForm {
  return {
    offerAmount: plainAmount(terms.offerAmountCents),
    depositAmount: plainAmount(terms.depositCents),
    closingDate: terms.closingDate,
    contingencies: terms.contingencies,
    additionalTerms: terms.additionalTerms,
  };
}
