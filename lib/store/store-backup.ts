import {
  BACKUP_FORMAT,
  NOT_A_BACKUP_MESSAGE,
  NOT_YOURS_MESSAGE,
  tooBigToExportMessage,
  type Backup,
  type SetAsideRecord,
} from "./backup-format";
import type { BackupContents } from "./backup";
import type { StoreCollection } from "./collection";
import type { Engine, QuarantineEntry } from "./engine";
import { newSetAside, outside, previewImport, recordsNotCovered, type ImportPlan } from "./import-plan";
import { isStoreError } from "./is-store-error";
import { StoreError, type ImportCheck, type RecordFilter, type StoreRecord } from "./types";
import type { RecordSchema } from "./validation";
import type { StoreVersion } from "./versions";

/** As many problems as an import refusal lists. */
const MAX_REPORTED_ISSUES = 20;

export interface BackupContext {
  names: readonly string[];
  versions: readonly StoreVersion[];
  schemaVersion: number;
  /** The size limit of a backup file, export and import alike. */
  maxBytes: number;
  collections: Readonly<Record<string, StoreCollection<StoreRecord>>>;
  engine(): Promise<Engine>;
  loadSchemas(): Promise<Readonly<Record<string, RecordSchema>>>;
  /** Runs a write of every collection at once, reporting its failure and telling every listener. */
  writeAll(write: (engine: Engine) => Promise<void>): Promise<void>;
  /** How many records are set aside now, for the store status. */
  countSetAside(count: number): void;
}

/** The backup side of a store: export (with its size limit), set-aside records, and imports in two steps. */
export function createBackupApi(context: BackupContext) {
  const { names, collections } = context;

  /**
   * Every collection's records as stored, then what is set aside (reading sets aside what fails
   * now); with `visible`, only what it covers.
   */
  async function readEverything(visible?: RecordFilter): Promise<{ records: Record<string, unknown[]>; setAside: QuarantineEntry[] }> {
    const entries = await Promise.all(
      names.map(async (name) => {
        const records = (await collections[name]?.listAsStored()) ?? [];
        return [name, visible ? records.filter((record) => visible(name, record)) : records] as const;
      }),
    );
    const setAside = await (await context.engine()).readQuarantine();
    context.countSetAside(setAside.length);
    return {
      records: Object.fromEntries(entries),
      setAside: visible ? setAside.filter((entry) => visible(entry.collection, entry.raw)) : setAside,
    };
  }

  async function encodeSetAside(entries: readonly QuarantineEntry[]): Promise<SetAsideRecord[]> {
    const { encodeBlobs } = await import("./blob-encoding");
    return Promise.all(
      entries.map(async ({ collection, reason, at, raw }) => ({ collection, reason, at, record: await encodeBlobs(raw) })),
    );
  }

  async function exportAll(visible?: RecordFilter): Promise<Backup> {
    const { encodeBlobs, encodedBlobBytes } = await import("./blob-encoding");
    const { records, setAside } = await readEverything(visible);
    // Refused before any file is read into memory: attachments count towards the limit too.
    const attachments = encodedBlobBytes(records) + encodedBlobBytes(setAside);
    if (attachments > context.maxBytes) throw new StoreError("invalid", tooBigToExportMessage(attachments, context.maxBytes));
    return {
      format: BACKUP_FORMAT,
      schemaVersion: context.schemaVersion,
      exportedAt: new Date().toISOString(),
      collections: (await encodeBlobs(records)) as Record<string, unknown[]>,
      setAside: await encodeSetAside(setAside),
    };
  }

  async function exportText(visible?: RecordFilter): Promise<string> {
    const backup = await exportAll(visible);
    let text: string;
    try {
      text = JSON.stringify(backup, null, 2);
    } catch (error) {
      // A string longer than the browser allows is far over the limit anyway.
      throw new StoreError("invalid", tooBigToExportMessage(undefined, context.maxBytes), { cause: error });
    }
    const bytes = new Blob([text]).size;
    if (bytes > context.maxBytes) throw new StoreError("invalid", tooBigToExportMessage(bytes, context.maxBytes));
    return text;
  }

  /** Refuses a file holding what the importer could not see here (`visible`) or what `check` finds wrong. */
  async function refuseWhatIsNotTheirs(contents: BackupContents, visible?: RecordFilter, check?: ImportCheck): Promise<void> {
    const problems = [...(visible ? recordsNotCovered(contents, visible) : []), ...(check ? await check(contents.collections) : [])];
    if (problems.length > 0) throw new StoreError("invalid", NOT_YOURS_MESSAGE, { issues: problems.slice(0, MAX_REPORTED_ISSUES) });
  }

  async function prepareImport(input: unknown, visible?: RecordFilter, check?: ImportCheck): Promise<ImportPlan> {
    const [{ readBackup, readBackupInput }, schemas] = await Promise.all([import("./backup"), context.loadSchemas()]);
    let contents: ReturnType<typeof readBackup>;
    try {
      const text = await readBackupInput(input, context.maxBytes);
      contents = readBackup(text, schemas, context.versions, context.schemaVersion, context.maxBytes);
    } catch (error) {
      // Anything else a hostile file provokes (a nesting too deep to walk, say) is a refusal too.
      throw isStoreError(error) ? error : new StoreError("invalid", NOT_A_BACKUP_MESSAGE, { cause: error });
    }
    await refuseWhatIsNotTheirs(contents, visible, check);
    const { records, setAside } = await readEverything();
    // Set-aside entries repeated in the file are written once.
    const inFile = Object.values(contents.collections).reduce((sum, list) => sum + list.length, newSetAside([], contents.setAside).length);
    return {
      preview: previewImport(records, setAside, contents, visible),
      async apply(mode) {
        let written = 0;
        await context.writeAll(async (engine) => {
          if (mode === "merge") written = await engine.mergeAll(contents.collections, contents.setAside);
          else {
            const keep = outside(visible);
            written = await engine.replaceAll(contents.collections, { setAside: contents.setAside, at: new Date().toISOString(), keep });
          }
        });
        return mode === "replace" && written < inFile ? { mode, written, leftOut: inFile - written } : { mode, written };
      },
    };
  }

  return {
    exportAll,
    exportText,
    prepareImport,
    async importAll(input: unknown, visible?: RecordFilter, check?: ImportCheck) {
      await (await prepareImport(input, visible, check)).apply("replace");
    },
    /** Every record set aside so far (that `visible` covers), after checking every collection, ready for a JSON download. */
    async readSetAside(visible?: RecordFilter): Promise<SetAsideRecord[]> {
      return encodeSetAside((await readEverything(visible)).setAside);
    },
  };
}
