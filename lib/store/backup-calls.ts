import type { Backup, SetAsideRecord } from "./backup-format";
import { siteStore } from "./collections";
import type { ImportPlan } from "./import-plan";
import type { ImportCheck, RecordFilter } from "./types";

/*
 * The backup calls of the facade, apart from collections.ts so that only the page offering
 * backups (/account) ships them: every other page that reads the store leaves this module out.
 * `visible`, where taken, limits a call to the records it covers (RecordFilter in types.ts): the
 * others are not exported or counted, and a replace keeps them as they are.
 */

/** Everything, as JSON-safe data (attachments base64-encoded) for a backup file. */
export async function exportAll(visible?: RecordFilter): Promise<Backup> {
  return (await siteStore()).exportAll(visible);
}

/** The backup file's JSON text; throws StoreError "invalid" when it would be over MAX_BACKUP_BYTES. */
export async function exportBackupText(visible?: RecordFilter): Promise<string> {
  return (await siteStore()).exportText(visible);
}

/**
 * Checks a backup (a chosen File, its text or parsed JSON) and compares it with this browser,
 * changing nothing; `plan.apply("merge" | "replace")` then writes it, all or nothing. With `visible`,
 * a file holding a record it does not cover is refused, and `check` may refuse more.
 */
export async function prepareImport(backup: unknown, visible?: RecordFilter, check?: ImportCheck): Promise<ImportPlan> {
  return (await siteStore()).prepareImport(backup, visible, check);
}

/** Restores a backup (parsed JSON or its text), replacing everything. All or nothing; throws StoreError "invalid". */
export async function importAll(backup: unknown, visible?: RecordFilter, check?: ImportCheck): Promise<void> {
  return (await siteStore()).importAll(backup, visible, check);
}

/** Every stored record that could not be read and was set aside, for a download. */
export async function readSetAside(visible?: RecordFilter): Promise<SetAsideRecord[]> {
  return (await siteStore()).readSetAside(visible);
}
