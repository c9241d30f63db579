import * as z from "zod/mini";
import { ownerField } from "./owner";
import { parseMoney } from "@/lib/money-input";
import { DEFAULT_DEPOSIT_TEXT, readDepositInput } from "./deposit-text";
import { threadProblem } from "./offer-turns";
import { depositWithinAmount, offerCounterSchema, offerDecisionSchema, offerStatusSchema } from "./offer-thread";
import {
  bathsSchema,
  bothAmountsReadable,
  centsOrZeroSchema,
  centsSchema,
  countSchema,
  email,
  isoDateSchema,
  isoDateTimeSchema,
  moneyText,
  optionalText,
  phone,
  positiveIntSchema,
  requiredText,
  slugSchema,
  textSchema,
  todayOrLaterDate,
} from "./fields";

export const financingTypeSchema = z.enum(["cash", "conventional", "jumbo", "portfolio", "cryptocurrency"], {
  error: "Choose how you will finance the purchase",
});

export type FinancingType = z.infer<typeof financingTypeSchema>;

export const defaultFinancingType: FinancingType = "cash";

export const financingTypeLabels: Record<FinancingType, string> = {
  cash: "Cash",
  conventional: "Conventional Mortgage",
  jumbo: "Jumbo Loan",
  portfolio: "Portfolio Loan",
  cryptocurrency: "Cryptocurrency",
};

const DEPOSIT_REQUIRED = "Enter the escrow deposit, as an amount or a percentage of your offer";

const offerFields = {
  financingType: financingTypeSchema,
  contingencies: optionalText("Contingencies"),
  additionalTerms: optionalText("Additional terms"),
  buyerName: requiredText("Full name", "Enter your full name"),
  buyerEmail: email(),
  buyerPhone: phone(),
};

/**
 * The /make-offer form. Values are the strings the inputs hold (trimmed);
 * turn offerAmount and downPayment into cents with parseMoney after it passes, and the deposit
 * (an amount or a percentage of the offer) with depositCentsFor.
 */
export const offerFormSchema = z
  .object({
    offerAmount: moneyText({
      required: "Enter your offer amount",
      format: "Enter your offer amount in dollars, like $1,250,000",
      positive: "Offer amount must be more than $0",
    }),
    downPayment: moneyText({
      required: "Enter your down payment",
      format: "Enter your down payment in dollars, like $250,000",
      positive: "Down payment must be more than $0",
    }),
    deposit: z.string({ error: DEPOSIT_REQUIRED }).check(
      z.trim(),
      z.minLength(1, DEPOSIT_REQUIRED),
      z.refine(
        (value) => value === "" || readDepositInput(value) !== null,
        "Enter the deposit in dollars, like $250,000, or as a percentage of your offer, like 5%",
      ),
      z.refine((value) => {
        const input = readDepositInput(value);
        return input === null || (input.kind === "percent" ? input.rate > 0 : input.cents > 0);
      }, "Deposit must be more than $0"),
      z.refine((value) => {
        const input = readDepositInput(value);
        return input === null || input.kind === "amount" || input.rate < 10_000;
      }, "A deposit percentage must be less than 100%"),
    ),
    closingDate: todayOrLaterDate({
      required: "Enter your preferred closing date",
      format: "Closing date must be a real date",
      past: "Closing date must be today or in the future",
    }),
    ...offerFields,
  })
  .check(
    z.refine(
      (form) => {
        const offer = parseMoney(form.offerAmount);
        const down = parseMoney(form.downPayment);
        return offer === null || down === null || offer <= 0 || down <= offer;
      },
      {
        message: "Down payment must be the same as or less than the offer amount",
        path: ["downPayment"],
        when: (payload) => bothAmountsReadable(payload.value, "offerAmount", "downPayment"),
      },
    ),
    z.refine(
      (form) => {
        // A percentage under 100% is always less than the offer; an amount is compared with it.
        const offer = parseMoney(form.offerAmount);
        const deposit = readDepositInput(form.deposit);
        return offer === null || deposit === null || deposit.kind === "percent" || offer <= 0 || deposit.cents < offer;
      },
      {
        message: "Deposit must be less than the offer amount",
        path: ["deposit"],
        when: (payload) => depositReadable(payload.value),
      },
    ),
  );

/** The cross-field deposit check runs while other fields still have errors, once both amounts read. */
function depositReadable(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { offerAmount, deposit } = value as Record<string, unknown>;
  return (
    typeof offerAmount === "string" && typeof deposit === "string" && parseMoney(offerAmount) !== null && readDepositInput(deposit) !== null
  );
}

export type OfferForm = z.infer<typeof offerFormSchema>;

/** Starting values for the offer form. */
export const offerFormDefaults: OfferForm = {
  offerAmount: "",
  downPayment: "",
  deposit: DEFAULT_DEPOSIT_TEXT,
  financingType: defaultFinancingType,
  closingDate: "",
  contingencies: "",
  additionalTerms: "",
  buyerName: "",
  buyerEmail: "",
  buyerPhone: "",
};

/** The property an offer is about, as handed over from /buy or a property page. */
export const offerPropertySchema = z.object({
  name: textSchema,
  location: z.string(),
  /** The listed price in integer cents, or words such as "Contact for pricing". */
  price: z.union([centsSchema, z.string()]),
  beds: z.optional(countSchema),
  baths: z.optional(bathsSchema),
  sqft: z.optional(positiveIntSchema),
  /** The /buy listing the offer was made on, when it came from one (so the seller side finds its offers). */
  listingId: z.optional(slugSchema),
});

export type OfferProperty = z.infer<typeof offerPropertySchema>;

/**
 * An offer as stored, with its negotiation (lib/deals/offers/README.md). Amounts in integer cents. The
 * top-level terms are the buyer's first version, as submitted; each counter-offer holds the whole
 * terms it proposes, and `decision` says how it ended. Offers saved before negotiation existed
 * have no deposit, counters or decision, and read as submitted with one version. The closing
 * date is only required to be a real date: it may lie in the past by the time the record is read.
 */
export const offerSchema = z
  .object({
    id: textSchema,
    ...ownerField,
    createdAt: isoDateTimeSchema,
    status: offerStatusSchema,
    property: offerPropertySchema,
    offerAmountCents: centsSchema,
    downPaymentCents: centsSchema,
    /** The escrow deposit the buyer proposes; absent on offers made before it was recorded (read as the standard 10%). */
    depositCents: z.optional(centsOrZeroSchema),
    closingDate: isoDateSchema,
    ...offerFields,
    counters: z.optional(z.array(offerCounterSchema)),
    decision: z.optional(offerDecisionSchema),
  })
  .check(
    z.refine((offer) => offer.downPaymentCents <= offer.offerAmountCents, {
      message: "Down payment must be the same as or less than the offer amount",
      path: ["downPaymentCents"],
    }),
    depositWithinAmount(),
    z.superRefine((offer, ctx) => {
      const problem = threadProblem(offer);
      if (problem) ctx.issues.push({ code: "custom", message: problem, path: ["status"], input: offer.status });
    }),
  );

export type Offer = z.infer<typeof offerSchema>;
