import type { RecordFilter, StoreId } from "./types";

/** Records of several tables at once: seed data, a reset, an import. */
export type TableData = Readonly<Record<string, readonly unknown[]>>;

/** A stored value that failed validation, on its way to the quarantine table. */
export interface QuarantineItem {
  collection: string;
  key: StoreId;
  raw: unknown;
  reason: string;
}

/** A row of the quarantine table. */
export interface QuarantineEntry {
  id?: number;
  collection: string;
  raw: unknown;
  reason: string;
  at: string;
}

/**
 * Raw storage under the collections: no schemas, no notifications. Two implementations
 * (Dexie in db.ts, memory in memory-engine.ts); an HTTP one would sit here too.
 * Every method may throw the underlying storage error; callers map it with toStoreError.
 */
export interface Engine {
  readonly persistence: "indexeddb" | "memory";
  readAll(table: string): Promise<unknown[]>;
  read(table: string, id: StoreId): Promise<unknown>;
  /**
   * In one transaction: reads the current value of `id` (undefined when missing), calls
   * `compute` synchronously and stores its result. Whatever `compute` throws cancels the write.
   */
  write(table: string, id: StoreId, compute: (current: unknown) => unknown): Promise<unknown>;
  /**
   * In one transaction: reads every key of `table`, calls `build` synchronously and adds its
   * result, which must be a record whose id is not taken. Whatever `build` throws cancels it.
   */
  insert(table: string, build: (ids: StoreId[]) => unknown): Promise<unknown>;
  remove(table: string, id: StoreId): Promise<void>;
  /** Moves values out of their tables into the quarantine table, in one transaction. */
  quarantine(items: readonly QuarantineItem[], at: string): Promise<void>;
  quarantineCount(): Promise<number>;
  /** Every value set aside, oldest first. */
  readQuarantine(): Promise<QuarantineEntry[]>;
  /** On first use (no `seededAt` in meta) writes the seed; always records the schema version. */
  initialize(seed: TableData, schemaVersion: number, at: string): Promise<boolean>;
  /**
   * All or nothing: empties every collection table and the quarantine and writes `data` and
   * `setAside` instead, except the records (and set-aside entries, by their stored value) that
   * `keep` returns true for: those stay, and a record of `data` with a kept record's id is left
   * out (see import-plan.ts). Returns how many records and entries of `data` and `setAside` it wrote.
   */
  replaceAll(data: TableData, options: { setAside: readonly QuarantineEntry[]; at: string; keep?: RecordFilter }): Promise<number>;
  /**
   * In one transaction, adds the records of `data` whose id is not stored yet and the set-aside
   * entries not held yet (see import-plan.ts); stored records are left as they are. Returns how
   * many records and entries it added.
   */
  mergeAll(data: TableData, setAside: readonly QuarantineEntry[]): Promise<number>;
  readMeta(key: string): Promise<unknown>;
  close(): void;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
