import { accountSchema } from "@/lib/schemas/account";
import { contractSchema } from "@/lib/schemas/contract";
import { messageSchema } from "@/lib/schemas/message";
import { offerSchema } from "@/lib/schemas/offer";
import { requestSchema } from "@/lib/schemas/request";
import { transactionSchema } from "@/lib/schemas/transaction";
import type { Backup } from "./backup";
import { createStore, type StoreCollections } from "./create-store";
import { applicationDraftSchema, applicationRecordSchema, storedFileSchema } from "./record-schemas";
import type { StoreStatus } from "./types";

/** Every collection and the schema each record must pass, on read and on write. */
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
} as const;

export type CollectionName = keyof typeof collectionSchemas;

/** The site's one store (IndexedDB "residences-marketplace", or memory when refused). */
const siteStore = createStore({
  definitions: collectionSchemas,
  loadSamples: () => import("./samples").then((module) => module.samples),
});

/** Typed accessors: `store.contracts.list()`, `store.offers.create(offer)`. */
export const store: StoreCollections<typeof collectionSchemas> = siteStore.collections;

/** Opens storage now (otherwise the first read or write does) and reports where data lives. */
export function openStore(): Promise<StoreStatus> {
  return siteStore.open();
}

export function getStoreStatus(): StoreStatus {
  return siteStore.getStatus();
}

export function subscribeStoreStatus(listener: () => void): () => void {
  return siteStore.subscribeStatus(listener);
}

/** "Reset demo data": every collection emptied and the samples written again. */
export function resetStore(): Promise<void> {
  return siteStore.reset();
}

/** Everything, as JSON-safe data (attachments base64-encoded) for a backup file. */
export function exportAll(): Promise<Backup> {
  return siteStore.exportAll();
}

/** Restores a backup (parsed JSON or its text). All or nothing; throws StoreError "invalid". */
export function importAll(backup: unknown): Promise<void> {
  return siteStore.importAll(backup);
}
