import * as z from "zod/mini";
import { isoDateTimeSchema, slugSchema, textSchema } from "./fields";
import { ownerField } from "./owner";

/** What a heart can save: a residence for sale (/buy), a featured unit (/residences) or a rental (/rent). */
export const SHORTLIST_KINDS = ["listing", "residence", "rental"] as const;

export const shortlistKindSchema = z.enum(SHORTLIST_KINDS, { error: "Choose what is saved: a listing, a residence or a rental" });

export type ShortlistKind = z.infer<typeof shortlistKindSchema>;

/**
 * One saved item of a person's shortlist. It points at the catalogue by kind and id and copies
 * nothing else, so a price or name that changes in the catalogue shows as it is now.
 */
export const shortlistItemSchema = z.object({
  id: textSchema,
  ...ownerField,
  kind: shortlistKindSchema,
  /** The listing's, residence's or rental's id in the catalogue. */
  itemId: slugSchema,
  createdAt: isoDateTimeSchema,
});

export type ShortlistItem = z.infer<typeof shortlistItemSchema>;
