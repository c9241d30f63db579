/**
 * The browser store's public API: the one module code outside lib/store imports (ESLint
 * enforces it; tests may also use ./testing). Every export comes from a small module of its own,
 * and package.json declares the app's modules free of side effects, so a page ships only the
 * modules behind what it uses: `isStoreError` alone does not bring the collections, and reading a
 * preference does not bring the store. Dexie, the schemas and the samples are never reached from
 * here up front: they load with `import()` the first time a collection is read or written.
 */

// The collections and the store around them (collections.ts starts loading the store when a page
// that uses them runs). `store` is for reading here; what changes records (a reset and an import
// besides the collections' writes) is reached only through ./writes.ts, from lib/<domain>/ actions.
export { collectionNames, getStoreStatus, openStore, store, subscribeStoreStatus, type CollectionName } from "./collections";
export { exportAll, exportBackupText, readSetAside } from "./backup-calls";
export { useCollection, type CollectionState } from "./hooks";
export { useRecord, useStoreStatus, type RecordState } from "./record-hooks";
export { BACKUP_FORMAT, MAX_BACKUP_BYTES, NEWER_BACKUP_MESSAGE, type Backup, type SetAsideRecord } from "./backup-format";
export type { ImportCount, ImportMode, ImportPlan, ImportPreview, ImportResult } from "./import-plan";

// Where records made now are kept (this device, or this visit only), without loading the store:
// the <head> probe marks it on <html> for every page's notice, and every "saved" message reads it.
// And whether the browser keeps the data under storage pressure.
export { getRecordsLocation, RECORDS_MARK, type RecordsLocation } from "./records-location";
export { INDEXEDDB_OPEN_TIMEOUT_MS } from "./open-timeout";
export { useRecordsLocation } from "./use-records-location";
export { type StoragePersistence } from "./persistent-storage";
export { useStoragePersistence } from "./use-storage-persistence";
export { createId } from "./ids";

// Each local account's signing key, in a database of its own (never in backups: a private key
// that cannot be extracted cannot be written to a file). Dexie loads on first use.
export {
  SIGNING_KEYS_DATABASE,
  createSigningKeyStore,
  signingKeyStore,
  type SigningKeyResult,
  type SigningKeyStorage,
  type SigningKeyStore,
  type SigningKeyStoreOptions,
  type StoredSigningKey,
} from "./signing-keys";
// The copy of a person's records taken before a Replace, until they confirm its backup is saved or undo it.
export { UNDO_COPIES_DATABASE, createUndoCopyStore, undoCopyStore, type UndoCopy, type UndoCopyStore } from "./undo-copies";
export { DATABASE_NAME } from "./versions";

// Errors: isStoreError checks the shape, so a form can test an error without the class.
export { isStoreError } from "./is-store-error";
export {
  STORE_ERROR_MESSAGES,
  StoreError,
  type Collection,
  type ImportCheck,
  type ReadableCollection,
  type RecordFilter,
  type RecordUpdate,
  type StoreErrorKind,
  type StoreId,
  type StoreRecord,
  type StoreStatus,
} from "./types";

// Types only: the record schemas (zod) stay inside the store.
export type { ApplicationDraft, ApplicationRecord, ApplicationStatus, StoredFile } from "./record-schemas";

// Small preferences in localStorage / sessionStorage (no Dexie, no zod). The reading half comes
// from preferences-read.ts, which the header's session uses on every page.
export {
  PREFERENCE_PREFIX,
  parsePreference,
  preferenceKey,
  readPreferenceRaw,
  subscribePreference,
  takePreferenceRaw,
  type PreferenceOptions,
  type PreferenceSchema,
} from "./preferences-read";
export { readPreference, removePreference, writePreference, type PreferenceWriteResult } from "./preferences";
export { usePreference } from "./use-preference";
