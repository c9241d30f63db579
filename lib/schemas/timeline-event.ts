import * as z from "zod/mini";
import { cappedLongText, cappedText, idText } from "./capped-text";
import { MAX_LONG_TEXT, centsOrZeroSchema, isoDateOrDateTimeSchema } from "./fields";
import { dealSideSchema, offerOutcomeSchema, offerTermsSchema } from "./offer-thread";
import { cardSummarySchema, paymentMethodSchema, transactionIdSchema } from "./transaction";

const signingSide = z.enum(["buyer", "seller"]);

/**
 * What happened, as data: the site words each kind when it shows it (lib/deals/contracts/
 * timeline-words.ts), so a wording fix reaches every entry already stored. One member per kind of
 * event the site records; the README of lib/deals/contracts lists them.
 */
export const timelineFactSchema = z.discriminatedUnion("kind", [
  /** The buyer's offer (the first of a timeline) or a counter-offer (each later one), with its terms. */
  z.object({ kind: z.literal("offer-version"), by: dealSideSchema, name: z.optional(cappedText("Name")), terms: offerTermsSchema }),
  z.object({
    kind: z.literal("offer-decided"),
    by: dealSideSchema,
    name: z.optional(cappedText("Name")),
    outcome: offerOutcomeSchema,
    terms: offerTermsSchema,
  }),
  /** Written on /contracts/new (by the realtor named) or prefilled from an accepted offer. */
  z.object({ kind: z.literal("contract-created"), from: z.enum(["form", "offer"]), preparedBy: z.optional(cappedText("Prepared by")) }),
  /** A copy made from a signed PDF; `reference` is the contract's id in that file. */
  z.object({ kind: z.literal("added-from-file"), reference: idText }),
  z.object({
    kind: z.literal("signed"),
    party: signingSide,
    partyName: cappedText("Name"),
    signedName: cappedText("Signed name"),
    capacity: z.optional(cappedText("Capacity")),
    /** Typed only (older records), with a key of this browser, or with the signer's own key, imported from their file. */
    how: z.enum(["typed", "key-here", "key-imported"]),
  }),
  z.object({ kind: z.literal("fully-signed") }),
  z.object({ kind: z.literal("cancelled") }),
  z.object({ kind: z.literal("completed") }),
  z.object({
    kind: z.literal("deposit-in-escrow"),
    amountCents: centsOrZeroSchema,
    transactionId: transactionIdSchema,
    method: z.optional(paymentMethodSchema),
    card: z.optional(cardSummarySchema),
  }),
  /** Someone confirmed completing the deal while required deal-room items were missing (lib/deals/room). */
  z.object({
    kind: z.literal("completed-with-missing"),
    by: cappedText("Who confirmed"),
    missing: z.array(cappedText("Item")).check(z.minLength(1), z.maxLength(40)),
  }),
  z.object({ kind: z.literal("deposit-refunded"), amountCents: centsOrZeroSchema, transactionId: transactionIdSchema }),
  z.object({ kind: z.literal("escrow-released"), amountCents: centsOrZeroSchema, transactionId: transactionIdSchema }),
]);

export type TimelineFact = z.infer<typeof timelineFactSchema>;
export type TimelineFactKind = TimelineFact["kind"];

/**
 * A counter-offer's event once quoted both long terms as they read (MAX_LONG_TEXT each) after who
 * countered and the amounts: room for both and more.
 */
const MAX_TIMELINE_DESCRIPTION = 3 * MAX_LONG_TEXT;

/** An entry stored as words (the samples, and every entry written before store version 6): shown as stored. */
export const wordedTimelineEventSchema = z.object({
  date: isoDateOrDateTimeSchema,
  event: cappedText("Event"),
  description: cappedLongText("Description", MAX_TIMELINE_DESCRIPTION),
});

/** An entry stored as what happened (store version 6 on). */
export const recordedTimelineEventSchema = z.object({ date: isoDateOrDateTimeSchema, fact: timelineFactSchema });

export const timelineEventSchema = z.union([recordedTimelineEventSchema, wordedTimelineEventSchema]);

export type WordedTimelineEvent = z.infer<typeof wordedTimelineEventSchema>;
export type RecordedTimelineEvent = z.infer<typeof recordedTimelineEventSchema>;
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** The fact of a recorded entry, or undefined for one stored as words. */
export function factOf(entry: TimelineEvent): TimelineFact | undefined {
  return "fact" in entry ? entry.fact : undefined;
}
