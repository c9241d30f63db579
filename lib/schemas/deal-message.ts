import * as z from "zod/mini";
import { cappedText, idText } from "./capped-text";
import { partySchema, realtorSchema } from "./contract";
import { centsSchema, isoDateTimeSchema, phone } from "./fields";
import { keyCardEmail, publicKeyText } from "./key-card";
import { dealSideSchema, offerTermsSchema } from "./offer-thread";
import { financingTypeSchema, offerPropertySchema } from "./offer";
import { ownerField } from "./owner";

/*
 * A deal message: one step of an offer's negotiation (the offer, a counter, the acceptance, a
 * decline, a withdrawal), signed by the side that took it, as a person carries it from one browser
 * to the other (a file or a link: lib/deals/offers/messages/README.md). Its shape is checked here,
 * exactly (unknown fields refused); the signature, the key's one form and the chain are checked by
 * lib/deals/offers/messages (Web Crypto, async).
 */
export const DEAL_MESSAGE_FORMAT = "aurum-residences/deal-message";
export const DEAL_MESSAGE_VERSION = 1;
/** A thread runs to far fewer versions than this; a message claiming more is refused unread. */
export const MAX_THREAD_VERSIONS = 200;

export const dealMessageKindSchema = z.enum(["offer", "counter", "accept", "decline", "withdraw"]);
export type DealMessageKind = z.infer<typeof dealMessageKindSchema>;

const digestText = z.string().check(z.regex(/^[0-9a-f]{64}$/, "The previous version's digest is not a SHA-256 digest"));

/** What the buyer's first message adds to its terms, so the other browser can keep the same offer. */
export const dealOpeningSchema = z.strictObject({
  property: offerPropertySchema,
  downPaymentCents: centsSchema,
  financingType: financingTypeSchema,
  buyerPhone: phone(),
});

/** What an acceptance adds, so both browsers make the same contract: its number, the seller, the realtor, the address. */
export const dealContractFactsSchema = z.strictObject({
  contractId: idText.check(z.minLength(1, "The contract has no number")),
  seller: partySchema,
  realtor: realtorSchema,
  propertyAddress: cappedText("Street address", 300),
});
export type DealContractFacts = z.infer<typeof dealContractFactsSchema>;

const messageFields = {
  format: z.literal(DEAL_MESSAGE_FORMAT, { error: "This is not a deal message from this site" }),
  formatVersion: z.literal(DEAL_MESSAGE_VERSION, { error: "This deal message was made by another version of the site" }),
  thread: idText.check(z.minLength(1, "The message names no offer")),
  version: z.int().check(z.positive(), z.maximum(MAX_THREAD_VERSIONS, "The message claims more versions than any offer has")),
  previous: z.nullable(digestText),
  kind: dealMessageKindSchema,
  by: dealSideSchema,
  name: cappedText("The sender's name"),
  email: keyCardEmail,
  at: isoDateTimeSchema,
  terms: z.optional(offerTermsSchema),
  opening: z.optional(dealOpeningSchema),
  contract: z.optional(dealContractFactsSchema),
  publicKey: publicKeyText,
};

/** A message before it is signed: what the signature covers. */
export const unsignedDealMessageSchema = z.strictObject(messageFields);
export type UnsignedDealMessage = z.infer<typeof unsignedDealMessageSchema>;

/** Which parts each kind carries, and who may send it: anything else is not a message this site writes. */
function shapeProblem(message: UnsignedDealMessage): string | null {
  const first = message.version === 1;
  if (first !== (message.kind === "offer")) return "Only the first version of a thread is an offer";
  if (first !== (message.previous === null)) return "Only the first version of a thread names no previous version";
  if ((message.kind === "offer" || message.kind === "withdraw") && message.by !== "buyer")
    return `Only the buyer sends ${message.kind === "offer" ? "an offer" : "a withdrawal"}`;
  const hasTerms = message.kind === "offer" || message.kind === "counter";
  if (hasTerms !== (message.terms !== undefined)) return hasTerms ? "The message has no terms" : "This kind of message carries no terms";
  if ((message.kind === "offer") !== (message.opening !== undefined)) return "Only an offer carries the offer's details";
  if ((message.kind === "accept") !== (message.contract !== undefined)) return "Only an acceptance carries the contract's facts";
  return null;
}

export const dealMessageSchema = z
  .strictObject({
    ...messageFields,
    signature: z.string().check(z.minLength(1, "The message is not signed"), z.maxLength(200, "The signature is too long")),
  })
  .check(
    z.superRefine((message, ctx) => {
      const problem = shapeProblem(message);
      if (problem) ctx.issues.push({ code: "custom", message: problem, path: ["kind"], input: message.kind });
    }),
  );
export type DealMessage = z.infer<typeof dealMessageSchema>;

/**
 * An offer's thread as this browser keeps it (store.dealThreads, since version 10): its id is the offer's, the side
 * this browser plays, and every message held, version by version (the first is version 1).
 */
export const dealThreadSchema = z.object({
  id: idText,
  ...ownerField,
  side: dealSideSchema,
  messages: z.array(dealMessageSchema).check(z.maxLength(MAX_THREAD_VERSIONS)),
});
export type DealThread = z.infer<typeof dealThreadSchema>;
