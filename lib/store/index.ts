/**
 * The browser store: the one way pages read and write what a person creates.
 * Dexie is not imported by this module graph up front: it loads with `import()`
 * the first time a collection is read or written.
 * Preferences (small localStorage values) live in ./preferences and ./use-preference.
 */
export {
  collectionNames,
  exportAll,
  getStoreStatus,
  importAll,
  openStore,
  resetStore,
  store,
  subscribeStoreStatus,
  type CollectionName,
} from "./collections";
export { BACKUP_FORMAT, NEWER_BACKUP_MESSAGE, type Backup } from "./backup-format";
export { createId } from "./ids";
export { isStoreError } from "./is-store-error";
export {
  STORE_ERROR_MESSAGES,
  StoreError,
  type Collection,
  type RecordUpdate,
  type StoreErrorKind,
  type StoreId,
  type StoreRecord,
  type StoreStatus,
} from "./types";
// Types only: the record schemas (zod) are imported from "@/lib/store/record-schemas" by the
// code that needs them, so a page reading the store does not ship zod up front.
export type { ApplicationDraft, ApplicationRecord, ApplicationStatus, StoredFile } from "./record-schemas";
export { useCollection, type CollectionState } from "./hooks";
export { useRecord, useStoreStatus, type RecordState } from "./record-hooks";
