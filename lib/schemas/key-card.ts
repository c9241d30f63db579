import * as z from "zod/mini";
import { isEmailAddress, isoDateTimeSchema } from "./fields";

/**
 * A key card: a person's name, email and signing key's public half (SPKI, base64) with its
 * fingerprint, as they hand it to the other party (a file or a link: lib/contacts/README.md).
 * The shape is checked here; that the key is a P-256 SPKI written in its one form and that the
 * fingerprint is the key's are checked by lib/contacts/check-key-card.ts (Web Crypto, async).
 */
export const KEY_CARD_FORMAT = "aurum-residences/key-card";
export const KEY_CARD_VERSION = 1;

export const MAX_CARD_NAME = 120;
/** A P-256 SPKI is 91 bytes, 124 characters of base64; a little room, and no more. */
export const MAX_PUBLIC_KEY_TEXT = 200;
/** Eight groups of four upper-case hex digits (lib/deals/signing/fingerprint.ts). */
export const FINGERPRINT_PATTERN = /^[0-9A-F]{4}( [0-9A-F]{4}){7}$/;

export const keyCardName = z.string({ error: "The key card has no name" }).check(
  z.minLength(1, "The key card has no name"),
  z.maxLength(MAX_CARD_NAME, `The name on the key card is longer than ${MAX_CARD_NAME} characters`),
  z.refine((value) => value.trim() === value, "The name on the key card has spaces around it"),
);

export const keyCardEmail = z
  .string({ error: "The key card has no email address" })
  .check(z.refine(isEmailAddress, "The email address on the key card is not an email address"));

export const publicKeyText = z
  .string({ error: "The key card has no public key" })
  .check(
    z.minLength(1, "The key card has no public key"),
    z.maxLength(MAX_PUBLIC_KEY_TEXT, "The public key on the key card is too long to be a P-256 key"),
  );

export const fingerprintText = z
  .string({ error: "The key card has no fingerprint" })
  .check(z.regex(FINGERPRINT_PATTERN, "The fingerprint on the key card is not eight groups of four hex digits"));

export const keyCardSchema = z.strictObject({
  format: z.literal(KEY_CARD_FORMAT, { error: "This is not a key card from this site" }),
  version: z.literal(KEY_CARD_VERSION, { error: "This key card was made by another version of the site" }),
  name: keyCardName,
  email: keyCardEmail,
  publicKey: publicKeyText,
  fingerprint: fingerprintText,
  createdAt: isoDateTimeSchema,
});

export type KeyCard = z.infer<typeof keyCardSchema>;
