import * as z from "zod/mini";
import { ownerField } from "./owner";
import { MAX_LONG_TEXT, isoDateTimeSchema, positiveIntSchema, requiredText, textSchema } from "./fields";

export const messageRoleSchema = z.enum(["Buyer", "Seller", "Realtor", "Finance Lead"]);

export type MessageRole = z.infer<typeof messageRoleSchema>;

export const attachmentTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;

/** A reference to an attachment; the file itself is stored separately (by id). */
export const attachmentRefSchema = z.object({
  id: textSchema,
  name: textSchema,
  type: z.enum(attachmentTypes, { error: "Attach a PDF, PNG, JPEG or WebP file" }),
  /** Bytes. */
  size: positiveIntSchema,
});

export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

/** One chat message: on a contract (threadId = contract id) or on an /about panel ("closing-group" ...). */
export const messageSchema = z.object({
  id: textSchema,
  ...ownerField,
  threadId: textSchema,
  sender: textSchema,
  role: messageRoleSchema,
  message: z.string().check(z.minLength(1, "Enter a message"), z.maxLength(MAX_LONG_TEXT, "Message must be 2,000 characters or fewer")),
  timestamp: isoDateTimeSchema,
  isCurrentUser: z.boolean(),
  attachment: z.optional(attachmentRefSchema),
});

export type Message = z.infer<typeof messageSchema>;

/** The message box: blank or whitespace-only text is not sent. */
export const messageInputSchema = z.object({
  message: requiredText("Message", "Enter a message", MAX_LONG_TEXT),
});

export type MessageInput = z.infer<typeof messageInputSchema>;
