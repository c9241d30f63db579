import * as z from "zod/mini";
import { ownerField } from "./owner";

/**
 * A contract's deal room (lib/deals/room/README.md): the state of each checklist item and the
 * documents attached to it. The items' titles and reasons come from the templates, not the record;
 * the files themselves are `store.files` records, pointed at by id.
 */

const at = z.iso.datetime({ offset: true, error: "Enter a date and time, like 2026-12-01T14:30:00Z" });
const who = z.string().check(z.minLength(1, "Say who made the change"), z.maxLength(320, "A name must be 320 characters or fewer"));

export const roomItemStateSchema = z.enum(["missing", "requested", "received", "reviewed", "waived"]);

export type RoomItemState = z.infer<typeof roomItemStateSchema>;

/** A checklist item's id: lower-case words joined by hyphens ("brand-licence"). */
export const roomItemIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Enter an item id"), z.maxLength(60));

/** SHA-256 of a document's bytes, 64 lower-case hexadecimal characters. */
export const sha256HexSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{64}$/, "Enter a SHA-256 digest of 64 lower-case hexadecimal characters"));

export const documentTypeSchema = z.enum(["application/pdf", "image/png", "image/jpeg"]);

export type DocumentType = z.infer<typeof documentTypeSchema>;

export const MAX_WAIVER_REASON = 500;

export const waiverReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Enter why this item is waived"),
    z.maxLength(MAX_WAIVER_REASON, `The reason must be ${MAX_WAIVER_REASON} characters or fewer`),
  );

/** One version of a document: what the room shows and the packet carries, and the stored file's id. */
export const roomDocumentSchema = z.object({
  fileId: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(255)),
  type: documentTypeSchema,
  size: z.int().check(z.nonnegative()),
  sha256: sha256HexSchema,
  addedAt: at,
  addedBy: who,
});

export type RoomDocument = z.infer<typeof roomDocumentSchema>;

export const roomEventSchema = z.object({
  at,
  by: who,
  from: roomItemStateSchema,
  to: roomItemStateSchema,
  /** What happened, in a few words ("Attached contract.pdf", "Waived: ..."). */
  note: z.string().check(z.maxLength(MAX_WAIVER_REASON + 300)),
});

export type RoomEvent = z.infer<typeof roomEventSchema>;

export const roomItemRecordSchema = z.object({
  id: roomItemIdSchema,
  state: roomItemStateSchema,
  /** Why it was waived; only on a waived item. */
  reason: z.optional(z.string().check(z.maxLength(MAX_WAIVER_REASON))),
  /** Every version, oldest first; the last is the current one. */
  documents: z.array(roomDocumentSchema).check(z.maxLength(50, "An item keeps 50 versions or fewer")),
  history: z.array(roomEventSchema).check(z.maxLength(200, "An item's history keeps 200 changes or fewer")),
});

export type RoomItemRecord = z.infer<typeof roomItemRecordSchema>;

/** The room of one contract; its id is the contract's id. */
export const dealRoomSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  ...ownerField,
  contractId: z.string().check(z.minLength(1), z.maxLength(100)),
  items: z.array(roomItemRecordSchema).check(z.maxLength(60, "A room has 60 items or fewer")),
  updatedAt: at,
});

export type DealRoom = z.infer<typeof dealRoomSchema>;

/**
 * The room as the signed deal packet carries it (lib/deals/packets): each item's state and its
 * current document's name, size and SHA-256 (never the file). Not covered by the terms digest.
 */
export const roomListSchema = z
  .array(
    z.object({
      id: roomItemIdSchema,
      state: roomItemStateSchema,
      document: z.optional(
        z.object({
          name: z.string().check(z.minLength(1), z.maxLength(255)),
          size: z.int().check(z.nonnegative()),
          sha256: sha256HexSchema,
        }),
      ),
    }),
  )
  .check(z.maxLength(60, "A room has 60 items or fewer"));

export type RoomList = z.infer<typeof roomListSchema>;

/** The waiver dialog's form. */
export const waiveFormSchema = z.object({ reason: waiverReasonSchema });

export type WaiveForm = z.infer<typeof waiveFormSchema>;
