/**
 * The browser store: the one way pages read and write what a person creates.
 * Dexie is not imported by this module graph up front: it loads with `import()`
 * the first time a collection is read or written.
 * Preferences (small localStorage values) live in ./preferences and ./use-preference.
 */
export {
  collectionSchemas,
  exportAll,
  getStoreStatus,
  importAll,
  openStore,
  resetStore,
  store,
  subscribeStoreStatus,
  type CollectionName,
} from "./collections";
export { BACKUP_FORMAT, NEWER_BACKUP_MESSAGE, type Backup } from "./backup";
export { createId } from "./ids";
export {
  STORE_ERROR_MESSAGES,
  StoreError,
  isStoreError,
  type Collection,
  type RecordUpdate,
  type StoreErrorKind,
  type StoreId,
  type StoreRecord,
  type StoreStatus,
} from "./types";
export {
  applicationDraftSchema,
  applicationRecordSchema,
  storedFileSchema,
  type ApplicationDraft,
  type ApplicationRecord,
  type ApplicationStatus,
  type StoredFile,
} from "./record-schemas";
export { useCollection, useRecord, useStoreStatus, type CollectionState, type RecordState } from "./hooks";
