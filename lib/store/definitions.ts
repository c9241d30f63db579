import { accountSchema } from "@/lib/schemas/account";
import { contactSchema } from "@/lib/schemas/contact";
import { contractSchema } from "@/lib/schemas/contract";
import { dealRoomSchema } from "@/lib/schemas/deal-room";
import { dealThreadSchema } from "@/lib/schemas/deal-message";
import { messageSchema } from "@/lib/schemas/message";
import { offerSchema } from "@/lib/schemas/offer";
import { paymentScheduleRecordSchema } from "@/lib/schemas/payment-schedule";
import { requestSchema } from "@/lib/schemas/request";
import { savedSearchSchema } from "@/lib/schemas/saved-search";
import { shortlistItemSchema } from "@/lib/schemas/shortlist";
import { transactionSchema } from "@/lib/schemas/transaction";
import { applicationDraftSchema, applicationRecordSchema, storedFileSchema } from "./record-schemas";

/**
 * Every collection and the schema each record must pass, on read and on write. Loaded with
 * `import()` when the store opens (collections.ts), so the schemas and zod are not part of
 * the JavaScript a page needs to show its first records' loading state.
 */
export const collectionSchemas = {
  accounts: accountSchema,
  offers: offerSchema,
  applications: applicationRecordSchema,
  applicationDrafts: applicationDraftSchema,
  requests: requestSchema,
  transactions: transactionSchema,
  /** Signatures and the timeline are embedded in the contract record. */
  contracts: contractSchema,
  messages: messageSchema,
  /** Attachments and uploads: metadata plus the Blob. */
  files: storedFileSchema,
  /** Hearts: a listing, residence or rental saved by kind and id (since version 3). */
  shortlist: shortlistItemSchema,
  /** 'Save this search': a page and its URL query under a name (since version 3). */
  savedSearches: savedSearchSchema,
  /** A contract's deal room: its checklist's states and documents (since version 7, lib/deals/room). */
  dealRooms: dealRoomSchema,
  /** Other parties' key cards, with how and when they arrived (since version 8, lib/contacts). */
  contacts: contactSchema,
  /** An off-plan contract's payments marked paid, completion dates and escrow checks, per account (since version 9). */
  paymentSchedules: paymentScheduleRecordSchema,
  /** An offer's signed deal messages, exchanged with the other party's browser (since version 10, lib/deals/offers/messages). */
  dealThreads: dealThreadSchema,
} as const;

export type CollectionSchemas = typeof collectionSchemas;
