/**
 * The store's contract: what every page may rely on, whatever keeps the data
 * (IndexedDB today, memory when the browser refuses, an HTTP backend one day).
 * No storage library is imported here, so this file is safe on every page.
 */

export type StoreErrorKind = "quota" | "unavailable" | "not-found" | "conflict" | "invalid";

/** The sentence a form or banner shows for each kind of failure. */
export const STORE_ERROR_MESSAGES: Readonly<Record<StoreErrorKind, string>> = {
  quota:
    "Your browser storage is full. Export a backup from My activity or delete old drafts, then try again. Nothing you typed has been lost.",
  unavailable: "This browser is not letting the site save data, so changes won't be kept after you leave. Nothing you typed has been lost.",
  "not-found": "This item could not be found. It may have been deleted in another tab.",
  conflict: "This item was changed in another tab. Review the latest version and try again.",
  invalid: "Some details are not valid, so nothing was saved. Check the form and try again.",
};

export interface StoreErrorOptions {
  /** What went wrong underneath (a DOMException, a Dexie error, a zod error). */
  cause?: unknown;
  /** Field-level problems, e.g. "price: Expected number", for logs and import reports. */
  issues?: readonly string[];
}

/** Every failure the store reports is one of these, never a raw DOM or Dexie error. */
export class StoreError extends Error {
  readonly kind: StoreErrorKind;
  readonly issues: readonly string[];

  constructor(kind: StoreErrorKind, message?: string, options: StoreErrorOptions = {}) {
    super(message ?? STORE_ERROR_MESSAGES[kind], options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "StoreError";
    this.kind = kind;
    this.issues = options.issues ?? [];
  }
}

export interface StoreStatus {
  /** Where records live for this visit. "memory" means nothing survives a reload. */
  persistence: "indexeddb" | "memory";
  /** Stored records that failed validation and were set aside (not shown, not deleted). */
  quarantined: number;
  /** The latest storage problem, as a sentence a banner can show. */
  lastError?: string;
  /** Another tab loaded a newer version of the site; this tab must reload to keep saving. */
  reloadRequired?: boolean;
}

/** Keys are strings (or numbers for records that come with numeric ids). */
export type StoreId = string | number;

export interface StoreRecord {
  id: StoreId;
}

/** A change to one record: a partial object merged over the old record, or a function of the old record. */
export type RecordUpdate<T> = Partial<Omit<T, "id">> | ((old: T) => T);

/**
 * One collection of records. Every method validates with the collection's schema,
 * and every failure is a StoreError.
 */
export interface Collection<T extends StoreRecord> {
  readonly name: string;
  /** Every valid record. Records that fail validation are quarantined, never returned or thrown. */
  list(): Promise<T[]>;
  /** One valid record, or undefined when it is missing (or was quarantined just now). */
  get(id: T["id"]): Promise<T | undefined>;
  /**
   * Adds a record. Throws "invalid" (schema), "conflict" (id taken), "quota", "unavailable".
   * Given a function, it is called with every stored id inside the write's transaction and
   * returns the record to add (e.g. the next contract number); it must be synchronous.
   */
  create(record: T | ((ids: readonly T["id"][]) => T)): Promise<T>;
  /**
   * Changes one record atomically (read, change, validate, write in one transaction).
   * An updater function must be synchronous; it may throw a StoreError (e.g. "conflict") to cancel.
   * Throws "not-found", "invalid", "quota", "unavailable".
   */
  update(id: T["id"], change: RecordUpdate<T>): Promise<T>;
  /** Removes a record; removing a missing record is not an error. */
  remove(id: T["id"]): Promise<void>;
  /** Called after any change to this collection, in this tab or another. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * What pages and components may do with a collection: read it and follow its changes. Every write
 * goes through an action in lib/<domain>/ (./writes.ts), so "@/lib/store" hands out only this.
 */
export type ReadableCollection<T extends StoreRecord> = Pick<Collection<T>, "name" | "list" | "get" | "subscribe">;

/**
 * Which records a backup, a reset or a replace may touch: `(collection, record as stored)`, true
 * for a record it covers. The store applies it without knowing why (lib/account builds one from
 * who is signed in); a set-aside record is judged by the value that was stored.
 */
export type RecordFilter = (collection: string, record: unknown) => boolean;

/**
 * A check an import makes of a file's records, once they are valid and before anything is compared
 * or written: the problems found, one sentence each (`accounts[0]: ...`), none when the file may be
 * written. The store runs it without knowing why (lib/account: an account must be the importer's own).
 */
export type ImportCheck = (collections: Readonly<Record<string, readonly unknown[]>>) => Promise<readonly string[]>;
