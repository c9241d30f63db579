import type * as z from "zod/mini";
import type { Backup, SetAsideRecord } from "./backup-format";
import type { IndexedDBDependencies } from "./db";
import type { Engine } from "./engine";
import type { ImportPlan } from "./import-plan";
import type { Collection, ImportCheck, ReadableCollection, RecordFilter, StoreRecord, StoreStatus } from "./types";
import type { RecordSchema } from "./validation";
import type { StoreVersion } from "./versions";

/** The types of createStore (create-store.ts): what it is given and the store it returns. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record schema; each collection keeps its own type
export type StoreDefinitions = Readonly<Record<string, RecordSchema<any>>>;

export type RecordOf<S> = z.output<S> extends infer T extends StoreRecord ? T : never;

export type StoreCollections<D extends StoreDefinitions> = { readonly [K in keyof D]: Collection<RecordOf<D[K]>> };

/** The same collections, read-only: what "@/lib/store" gives components (writes go through ./writes.ts). */
export type ReadableCollections<D extends StoreDefinitions> = { readonly [K in keyof D]: ReadableCollection<RecordOf<D[K]>> };

export type SampleData<D extends StoreDefinitions> = Partial<Record<keyof D & string, readonly unknown[]>>;

/**
 * Schemas that load on first use: the collection names now (collections are created
 * synchronously), the schemas (and zod with them) with the store's first read or write.
 */
export interface LazyDefinitions<D extends StoreDefinitions> {
  names: readonly (keyof D & string)[];
  load: () => Promise<D>;
}

export interface CreateStoreOptions<D extends StoreDefinitions> {
  /** Every collection's schema, or the names now and the schemas later (see LazyDefinitions). */
  definitions: D | LazyDefinitions<D>;
  /** IndexedDB database name. */
  name?: string;
  versions?: readonly StoreVersion[];
  /** Sample records written on first use and by reset; loaded only when the store opens. */
  loadSamples?: () => Promise<SampleData<D>>;
  /** Where IndexedDB comes from; undefined means "not available". Defaults to the globals. */
  indexedDB?: () => IndexedDBDependencies | undefined;
  channelName?: string;
  /** A browser that never answers the open request gets the memory store after this long. */
  openTimeoutMs?: number;
  /** The size limit of a backup file, export and import alike; MAX_BACKUP_BYTES unless a test says. */
  maxBackupBytes?: number;
  /** Called after every write that went through in this tab (not after another tab's). */
  onWrite?: () => void;
}

export interface Store<D extends StoreDefinitions> {
  readonly collections: StoreCollections<D>;
  /** Opens storage (IndexedDB, or memory when refused) and seeds it on first use. */
  open(): Promise<StoreStatus>;
  getStatus(): StoreStatus;
  subscribeStatus(listener: () => void): () => void;
  /*
   * `visible`, where taken, limits a call to the records it covers (RecordFilter, types.ts): the
   * others are neither exported nor counted, and a reset or replace keeps them as they are.
   */
  /** Empties every collection (and the set-aside records) and writes the samples again; a kept record's id is not reseeded. */
  reset(visible?: RecordFilter): Promise<void>;
  /** Everything, set-aside records included; refused (StoreError "invalid") over MAX_BACKUP_BYTES. */
  exportAll(visible?: RecordFilter): Promise<Backup>;
  /** The backup as the JSON text of a file, refused over MAX_BACKUP_BYTES. */
  exportText(visible?: RecordFilter): Promise<string>;
  /**
   * Checks a backup (a chosen file, its text or parsed JSON) and compares it with what is here,
   * changing nothing; the plan's apply() then merges or replaces. Throws StoreError "invalid",
   * also when `visible` does not cover a record of the file (nor a set-aside one) or `check` finds a problem.
   */
  prepareImport(input: unknown, visible?: RecordFilter, check?: ImportCheck): Promise<ImportPlan>;
  /** Replaces everything with a backup, after validating all of it (prepareImport, then a replace). */
  importAll(backup: unknown, visible?: RecordFilter, check?: ImportCheck): Promise<void>;
  /** Every record set aside as unreadable, after checking every collection. */
  readSetAside(visible?: RecordFilter): Promise<SetAsideRecord[]>;
  /** Releases the database connection and the cross-tab channel (tests, hot reload). */
  close(): void;
  /** The raw engine, for tests and diagnostics. */
  engine(): Promise<Engine>;
}
