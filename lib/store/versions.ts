/**
 * Every released layout of the browser database, oldest first. Never edit or remove a
 * released entry: append a new one (see README.md, "Adding a schema version").
 * Pure data and functions, no Dexie: the same migrations bring old backups forward.
 */

import { contractToCents, offerToCents, transactionToCents } from "./cents-migration";
import { ownEntry } from "./own-entry";
import type { PlainRecord, RecordMigration } from "./record-migration";

/** The one IndexedDB database of the site. */
export const DATABASE_NAME = "residences-marketplace";

export interface StoreVersion {
  readonly version: number;
  /** Dexie `stores()` spec of every table at this version; `null` deletes a table. */
  readonly stores: Readonly<Record<string, string | null>>;
  /** Per-table record rewrites run while upgrading to this version (all-or-nothing). */
  readonly migrate?: Readonly<Record<string, RecordMigration>>;
}

/** Tables the store itself needs, whatever the collections. */
export const SYSTEM_STORES = {
  meta: "key",
  quarantine: "++id, collection",
} as const;

/** The tables of version 1, one per collection; version 2 changed records, not tables. */
const VERSION_1_STORES = {
  ...SYSTEM_STORES,
  accounts: "id",
  offers: "id",
  applications: "id",
  applicationDrafts: "id",
  requests: "id",
  transactions: "id",
  contracts: "id",
  messages: "id",
  files: "id",
} as const;

/** Version 3 adds the shortlist and the saved searches (issue 15); the records of version 2 stay as they are. */
const VERSION_3_STORES = {
  ...VERSION_1_STORES,
  shortlist: "id",
  savedSearches: "id",
} as const;

/** Version 7 adds the deal rooms (issue 29), one per contract; the records of version 6 stay as they are. */
const VERSION_7_STORES = {
  ...VERSION_3_STORES,
  dealRooms: "id",
} as const;

/** Version 8 adds the contacts: other parties' key cards (issue 27, lib/contacts). */
const VERSION_8_STORES = {
  ...VERSION_7_STORES,
  contacts: "id",
} as const;

/** Version 9 adds the off-plan payment schedules (issue 29, lib/deals/schedule); no record changes. */
const VERSION_9_STORES = {
  ...VERSION_8_STORES,
  paymentSchedules: "id",
} as const;

/** Version 10 adds the deal threads: an offer's signed deal messages (issue 27, lib/deals/offers/messages). */
const VERSION_10_STORES = {
  ...VERSION_9_STORES,
  dealThreads: "id",
} as const;

export const STORE_VERSIONS: readonly StoreVersion[] = [
  { version: 1, stores: VERSION_1_STORES },
  {
    // Money in integer cents (amountCents, offerAmountCents, ...) instead of whole dollars.
    version: 2,
    stores: VERSION_1_STORES,
    migrate: { offers: offerToCents, transactions: transactionToCents, contracts: contractToCents },
  },
  // Two new tables, the shortlist and the saved searches; nothing to migrate.
  { version: 3, stores: VERSION_3_STORES },
  // Offers are negotiated (issue 17): new statuses, counters, a decision, a proposed deposit, the listing's id;
  // contracts name the offer they came from. Every field is optional, so every stored record is valid as it is and
  // nothing migrates. The new version is for the older code: a tab still running it must reload (versionchange)
  // rather than read a countered offer, which its schema would set aside.
  { version: 4, stores: VERSION_3_STORES },
  // Version 5 lets a transaction be "refunded" (a cancelled deal's deposit, lib/deals/escrow/refund.ts). Nothing
  // migrates; as with version 4, the version makes a tab on the older code reload rather than set aside a refund.
  { version: 5, stores: VERSION_3_STORES },
  // Version 6 stores a contract's timeline entries as what happened (`fact`), worded when shown
  // (lib/deals/contracts/timeline-words.ts); entries stored as words before still read. Nothing migrates; the
  // version makes a tab on the older code reload rather than set aside a contract with a recorded entry.
  { version: 6, stores: VERSION_3_STORES },
  // A new table, the deal rooms (a contract's checklist and its documents' fingerprints; the files are in `files`).
  { version: 7, stores: VERSION_7_STORES },
  // One new table, the contacts (key cards of other parties, issue 27); nothing to migrate.
  { version: 8, stores: VERSION_8_STORES },
  // One new table, the payment schedules of off-plan contracts (instalments marked paid with their receipts,
  // recorded completion dates, escrow checks); nothing to migrate.
  { version: 9, stores: VERSION_9_STORES },
  // One new table, the deal threads: each offer's signed deal messages, exchanged between two browsers; nothing to migrate.
  { version: 10, stores: VERSION_10_STORES },
];

export function latestVersion(versions: readonly StoreVersion[]): number {
  const last = versions[versions.length - 1];
  if (!last) throw new Error("The store needs at least one version.");
  return last.version;
}

/** The version written into meta and into every backup. */
export const SCHEMA_VERSION = latestVersion(STORE_VERSIONS);

/**
 * Brings records of an older layout forward through every later version's migrations,
 * in order. Used for backups; the database itself migrates through Dexie's upgrade.
 */
export function migrateRecords(
  table: string,
  records: readonly unknown[],
  fromVersion: number,
  versions: readonly StoreVersion[],
): unknown[] {
  let current = [...records];
  for (const step of versions) {
    if (step.version <= fromVersion) continue;
    const migration = ownEntry(step.migrate, table);
    if (!migration) continue;
    current = current.map((record) => (typeof record === "object" && record !== null ? migration({ ...(record as PlainRecord) }) : record));
  }
  return current;
}

/** The collection tables (not meta or quarantine) a given released version had; [] for one never released. */
export function collectionTablesAt(versions: readonly StoreVersion[], version: number): string[] {
  const step = versions.find((candidate) => candidate.version === version);
  if (!step) return [];
  return Object.entries(step.stores)
    .filter(([table, spec]) => spec !== null && !(table in SYSTEM_STORES))
    .map(([table]) => table);
}
