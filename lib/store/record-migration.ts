/** A plain stored record as a migration sees it (versions.ts declares them, cents-migration.ts is one). */
export type PlainRecord = Record<string, unknown>;

/** Rewrites one record of one table from the previous version's shape to this version's. */
export type RecordMigration = (record: PlainRecord) => PlainRecord;
