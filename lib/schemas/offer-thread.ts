import * as z from "zod/mini";
import { MAX_LONG_TEXT, centsOrZeroSchema, centsSchema, isoDateSchema, isoDateTimeSchema } from "./fields";

/*
 * The parts of a stored offer that record its negotiation (lib/deals/offers/README.md): the terms each
 * version proposes, the counters that followed the buyer's offer, and how it ended. They live
 * beside offer.ts so that file keeps to the offer itself.
 */

/** Who acts in a deal: the buyer who made the offer, or the seller side (the seller or their agent). */
export const dealSideSchema = z.enum(["buyer", "seller"]);

export type DealSide = z.infer<typeof dealSideSchema>;

/** Open while the parties negotiate (submitted, countered); closed once accepted, declined or withdrawn. */
export const offerStatusSchema = z.enum(["submitted", "countered", "accepted", "declined", "withdrawn"]);

export type OfferStatus = z.infer<typeof offerStatusSchema>;

const termsText = (name: string) =>
  z.string().check(z.maxLength(MAX_LONG_TEXT, `${name} must be ${MAX_LONG_TEXT.toLocaleString("en-US")} characters or fewer`));

/** The check that an offer's deposit, and each version's, is never more than its amount. */
export function depositWithinAmount() {
  return z.refine<{ offerAmountCents: number; depositCents?: number | undefined }>(
    (offer) => offer.depositCents === undefined || offer.depositCents <= offer.offerAmountCents,
    { message: "Deposit must be the same as or less than the offer amount", path: ["depositCents"] },
  );
}

/**
 * What one version of an offer proposes, and what a counter may change: the price, the escrow
 * deposit, the closing date, the contingencies and any other terms. Amounts in integer cents.
 */
export const offerTermsSchema = z
  .object({
    offerAmountCents: centsSchema,
    depositCents: centsOrZeroSchema,
    closingDate: isoDateSchema,
    contingencies: termsText("Contingencies"),
    additionalTerms: termsText("Additional terms"),
  })
  .check(depositWithinAmount());

export type OfferTerms = z.infer<typeof offerTermsSchema>;

/** A counter-offer: the side that made it, when, and the whole terms it proposes. */
export const offerCounterSchema = z.object({
  by: dealSideSchema,
  at: isoDateTimeSchema,
  terms: offerTermsSchema,
});

export type OfferCounter = z.infer<typeof offerCounterSchema>;

export const offerOutcomeSchema = z.enum(["accepted", "declined", "withdrawn"]);

export type OfferOutcome = z.infer<typeof offerOutcomeSchema>;

/** How a negotiation ended, who ended it and when. */
export const offerDecisionSchema = z.object({
  outcome: offerOutcomeSchema,
  by: dealSideSchema,
  at: isoDateTimeSchema,
});

export type OfferDecision = z.infer<typeof offerDecisionSchema>;
