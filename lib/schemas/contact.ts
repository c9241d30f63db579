import * as z from "zod/mini";
import { isoDateTimeSchema, textSchema } from "./fields";
import { fingerprintText, keyCardEmail, keyCardName, publicKeyText } from "./key-card";
import { ownerField } from "./owner";

/** How a key card reached this browser. */
export const CONTACT_SOURCES = ["file", "link"] as const;

/**
 * Another party's key card kept in a person's contacts (lib/contacts): the card's facts as they
 * arrived, how and when they arrived, and when the person says they compared the fingerprint with its
 * holder (read out on a call, say). Owned like every record a person makes.
 */
export const contactSchema = z.object({
  id: textSchema,
  ...ownerField,
  name: keyCardName,
  email: keyCardEmail,
  publicKey: publicKeyText,
  fingerprint: fingerprintText,
  /** The date the card itself states (its holder's clock). */
  cardCreatedAt: isoDateTimeSchema,
  receivedBy: z.enum(CONTACT_SOURCES),
  receivedAt: isoDateTimeSchema,
  comparedAt: z.optional(isoDateTimeSchema),
});

export type Contact = z.infer<typeof contactSchema>;
export type ContactSource = Contact["receivedBy"];
