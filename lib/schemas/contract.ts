import * as z from "zod/mini";
import { cappedLongText, cappedText, idText } from "./capped-text";
import { ownerField } from "./owner";
import { timelineEventSchema } from "./timeline-event";
import { parseMoney } from "@/lib/money-input";
import {
  MAX_LONG_TEXT,
  MAX_TEXT,
  bothAmountsReadable,
  centsOrZeroSchema,
  centsSchema,
  email,
  isPhoneNumber,
  isoDateOrDateTimeSchema,
  isoDateSchema,
  optionalText,
  phone,
  moneyText,
  requiredText,
  todayOrLaterDate,
} from "./fields";

export const contractStatusSchema = z.enum(["pending_signature", "in_review", "completed", "cancelled"]);

export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const partySchema = z.object({
  name: cappedText("Name"),
  email: z
    .string()
    .check(
      z.regex(z.regexes.email, "Enter an email address in the correct format, like name@example.com"),
      z.maxLength(254, "An email address must be 254 characters or fewer"),
    ),
  phone: z.string().check(z.refine(isPhoneNumber, "Enter a phone number, like 305 555 0123")),
});

export type Party = z.infer<typeof partySchema>;

export const signingPartySchema = z.enum(["buyer", "seller"], { error: "Choose who is signing" });

export type SigningParty = z.infer<typeof signingPartySchema>;

/** One party's signature on a contract. A signed signature has a date; a pending one has none. */
export const signatureSchema = z
  .object({
    party: signingPartySchema,
    /** The party's name as it appears on the contract. */
    name: cappedText("Name"),
    status: z.enum(["pending", "signed"]),
    /** When it was signed (ISO), or null while pending. */
    date: z.nullable(isoDateOrDateTimeSchema),
    /** The full legal name the signer typed. */
    signedName: z.optional(cappedText("Full legal name")),
    /** SHA-256 (hex) of the contract's terms when signed, so a later change to them shows (lib/deals/contracts/terms-digest). */
    termsDigest: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/, "Enter a SHA-256 digest of 64 lower-case hexadecimal characters"))),
    /** In what capacity they signed ("Director, for Collins Dune Holdings LLC"); optional for a person signing for themselves. */
    capacity: z.optional(
      z.string().check(z.minLength(1, "Enter a value"), z.maxLength(MAX_TEXT, `Capacity must be ${MAX_TEXT} characters or fewer`)),
    ),
    /** ECDSA P-256 / SHA-256 signature (base64 of r and s, 64 bytes) over the signed statement (lib/deals/signing/sign.ts). */
    signature: z.optional(base64Text(200, "Enter the signature as base64")),
    /** The signer's public key: base64 of its SPKI (DER) encoding (lib/deals/signing/keys.ts). */
    publicKey: z.optional(base64Text(600, "Enter the public key as base64")),
    /** SHA-256 of the public key's SPKI, first 16 bytes, upper-case hex in groups of four ("3F2A 9C01 ..."). */
    keyFingerprint: z.optional(
      z
        .string()
        .check(z.regex(/^(?:[0-9A-F]{4} ){7}[0-9A-F]{4}$/, "Enter a key fingerprint of eight groups of four hexadecimal characters")),
    ),
  })
  .check(
    z.refine((signature) => (signature.status === "signed") === (signature.date !== null), {
      message: "A signed signature needs a date and a pending one has none",
      path: ["date"],
    }),
    z.refine((signature) => cryptoFieldsTogether(signature), {
      message: "A cryptographic signature is recorded with its public key, key fingerprint and terms digest, on a signed line only",
      path: ["signature"],
    }),
  );

/** Base64 text (standard alphabet, padded) of at most `max` characters. */
function base64Text(max: number, message: string) {
  return z
    .string()
    .check(
      z.maxLength(max, message),
      z.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, message),
      z.minLength(4, message),
    );
}

/** The ECDSA fields come all together, with the digest they cover, or not at all (a typed name only, as before). */
function cryptoFieldsTogether(signature: {
  status: string;
  termsDigest?: string;
  signature?: string;
  publicKey?: string;
  keyFingerprint?: string;
}): boolean {
  const present = [signature.signature, signature.publicKey, signature.keyFingerprint].filter((field) => field !== undefined).length;
  if (present === 0) return true;
  return present === 3 && signature.status === "signed" && signature.termsDigest !== undefined;
}

export type Signature = z.infer<typeof signatureSchema>;

/** What a key adds to a signature (lib/deals/signing/sign.ts), all together. */
export type SignatureProof = Required<Pick<Signature, "termsDigest" | "signature" | "publicKey" | "keyFingerprint">>;

export const realtorSchema = z.object({
  name: cappedText("Realtor's name"),
  license: cappedText("License number", 50),
});

export type Realtor = z.infer<typeof realtorSchema>;

/**
 * The escrow account the buyer's payments go to, as the contract states it (an off-plan
 * purchase pays its instalments into it: lib/deals/schedule checks what a person is about to pay
 * into against it). `number` is an account number or an IBAN, as written.
 */
export const escrowAccountSchema = z.object({
  holder: cappedText("Account holder", 200),
  bank: cappedText("Bank", 200),
  number: z
    .string()
    .check(
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,58}[A-Za-z0-9]$/, "Enter an account number or IBAN of letters, digits, spaces and hyphens"),
    ),
});

export type EscrowAccount = z.infer<typeof escrowAccountSchema>;

/** Far more events than a contract's life makes (created, offers and counters, signatures, deposit, completion). */
const MAX_TIMELINE_EVENTS = 200;

/** A contract record (sample or created in the browser). Amounts in integer cents. */
export const contractSchema = z
  .object({
    /** Digits for the samples ("1"); the store gives created contracts a new id. */
    id: idText,
    ...ownerField,
    property: cappedText("Property name"),
    propertyAddress: cappedText("Property address", 300),
    buyer: partySchema,
    seller: partySchema,
    status: contractStatusSchema,
    amountCents: centsSchema,
    depositCents: centsOrZeroSchema,
    closingDate: isoDateSchema,
    created: isoDateSchema,
    deadline: isoDateSchema,
    contingencies: cappedLongText("Contingencies"),
    specialTerms: cappedLongText("Special terms"),
    realtor: realtorSchema,
    /** One line for each party. */
    signatures: z.array(signatureSchema).check(z.maxLength(2, "A contract has two signature lines")),
    timeline: z
      .array(timelineEventSchema)
      .check(z.maxLength(MAX_TIMELINE_EVENTS, `A timeline holds ${MAX_TIMELINE_EVENTS} events or fewer`)),
    /** The accepted offer this contract was prefilled from (lib/deals); absent for one written on /contracts/new and the samples. */
    offerId: z.optional(cappedText("Offer id", 100)),
    /**
     * The contract's id in the signed PDF it was added from, where this browser already used that
     * id for another contract and keeps it under a new one: the terms (and so the signatures) name
     * this id (lib/deals/packets/packet-copy.ts).
     */
    packetId: z.optional(idText),
    /** Where the buyer pays (an off-plan contract's instalments); absent when the contract names none. */
    escrowAccount: z.optional(escrowAccountSchema),
  })
  .check(
    z.refine((contract) => contract.depositCents <= contract.amountCents, {
      message: "Deposit must be the same as or less than the purchase amount",
      path: ["depositCents"],
    }),
  );

export type Contract = z.infer<typeof contractSchema>;

export * from "./timeline-event";

const moneyMessages = (name: string, lower: string) => ({
  required: `Enter the ${lower}`,
  format: `Enter the ${lower} in dollars, like $1,250,000`,
  positive: `${name} must be more than $0`,
});

/** The seller's contact fields of a contract form (also asked when an offer is accepted: lib/schemas/acceptance.ts). */
export const sellerContactFields = {
  sellerName: requiredText("Seller's name", "Enter the seller's name"),
  sellerEmail: email({
    required: "Enter the seller's email address",
    format: "Enter the seller's email address in the correct format, like name@example.com",
  }),
  sellerPhone: phone({
    required: "Enter the seller's phone number",
    format: "Enter the seller's phone number, like 305 555 0123",
  }),
};

/** The realtor on the deal, as a contract form asks for them. */
export const realtorFields = {
  realtorName: requiredText("Realtor's name", "Enter the realtor's name"),
  realtorLicense: requiredText("License number", "Enter the realtor's license number", 50),
};

/**
 * The /contracts/new form. Values are the strings the inputs hold (trimmed);
 * turn purchaseAmount and depositAmount into cents with parseMoney after it passes.
 */
export const contractFormSchema = z
  .object({
    propertyName: requiredText("Property name", "Enter the property name"),
    propertyAddress: requiredText("Property address", "Enter the property address", 300),
    buyerName: requiredText("Buyer's name", "Enter the buyer's name"),
    buyerEmail: email({
      required: "Enter the buyer's email address",
      format: "Enter the buyer's email address in the correct format, like name@example.com",
    }),
    buyerPhone: phone({
      required: "Enter the buyer's phone number",
      format: "Enter the buyer's phone number, like 305 555 0123",
    }),
    ...sellerContactFields,
    purchaseAmount: moneyText(moneyMessages("Purchase amount", "purchase amount")),
    depositAmount: moneyText(moneyMessages("Deposit amount", "deposit amount")),
    closingDate: todayOrLaterDate({
      required: "Enter the closing date",
      format: "Closing date must be a real date",
      past: "Closing date must be today or in the future",
    }),
    contingencies: optionalText("Contingencies", MAX_LONG_TEXT),
    specialTerms: optionalText("Special terms", MAX_LONG_TEXT),
    ...realtorFields,
  })
  .check(
    z.refine(
      (form) => {
        const purchase = parseMoney(form.purchaseAmount);
        const deposit = parseMoney(form.depositAmount);
        return purchase === null || deposit === null || purchase <= 0 || deposit <= purchase;
      },
      {
        message: "Deposit amount must be the same as or less than the purchase amount",
        path: ["depositAmount"],
        // Compare whenever both amounts are readable, even if other fields still have errors.
        when: (payload) => bothAmountsReadable(payload.value, "purchaseAmount", "depositAmount"),
      },
    ),
  );

export type ContractForm = z.infer<typeof contractFormSchema>;
