import type { Engine, QuarantineItem } from "./engine";
import { toStoreError } from "./errors";
import { StoreError, type Collection, type RecordUpdate, type StoreRecord } from "./types";
import { keepUnknownFields, withUnknownFields } from "./unknown-fields";
import { recordKey, validate, validateForWrite, type RecordSchema } from "./validation";

/** What a collection needs from the store around it. */
export interface CollectionContext {
  engine(): Promise<Engine>;
  /** Sets invalid stored values aside; never throws. */
  quarantine(items: readonly QuarantineItem[]): Promise<void>;
  /** A write succeeded: tell this tab's subscribers and the other tabs. */
  changed(collection: string): void;
  /** A write failed for a storage reason (quota, unavailable): shown in the store status. */
  writeFailed(error: StoreError): void;
  subscribe(collection: string, listener: () => void): () => void;
}

/** A collection as the store itself sees it: backups also need the records as stored. */
export interface StoreCollection<T extends StoreRecord> extends Collection<T> {
  /** Every valid record with the fields this version does not know (for a backup). */
  listAsStored(): Promise<unknown[]>;
}

/** Thrown inside an update's transaction when the stored value itself no longer validates. */
class UnreadableRecord extends Error {
  constructor(
    readonly raw: unknown,
    readonly issues: readonly string[],
  ) {
    super("Stored record failed validation.");
  }
}

function storageError(error: unknown, context: CollectionContext): StoreError {
  const mapped = toStoreError(error);
  if (mapped.kind === "quota" || mapped.kind === "unavailable") context.writeFailed(mapped);
  return mapped;
}

/**
 * One collection over an engine: every value read is validated (failures quarantined),
 * every value written is validated first, every error is a StoreError.
 */
export function createCollection<T extends StoreRecord>(
  name: string,
  /** The collection's schema; it may load with the engine, so it is read only after engine() resolved. */
  schemaOf: () => RecordSchema<T>,
  context: CollectionContext,
): StoreCollection<T> {
  function quarantineItem(raw: unknown, issues: readonly string[]): QuarantineItem | undefined {
    const key = recordKey(raw);
    return key === undefined ? undefined : { collection: name, key, raw, reason: issues.join("; ") };
  }

  async function engine(): Promise<Engine> {
    try {
      return await context.engine();
    } catch (error) {
      throw toStoreError(error);
    }
  }

  /** Stores what `compute` makes of the current value, in one transaction. */
  async function write(id: T["id"], compute: (current: unknown) => unknown): Promise<void> {
    const target = await engine();
    try {
      await target.write(name, id, compute);
      context.changed(name);
    } catch (error) {
      if (error instanceof UnreadableRecord) {
        const item = quarantineItem(error.raw, error.issues);
        if (item) await context.quarantine([item]);
        throw new StoreError("not-found");
      }
      throw storageError(error, context);
    }
  }

  /** Every stored value that validates, beside what the schema made of it; the others are set aside. */
  async function readValid(): Promise<{ stored: unknown; value: T }[]> {
    const target = await engine();
    let raws: unknown[];
    try {
      raws = await target.readAll(name);
    } catch (error) {
      throw toStoreError(error);
    }
    const valid: { stored: unknown; value: T }[] = [];
    const invalid: QuarantineItem[] = [];
    const schema = schemaOf();
    for (const raw of raws) {
      const result = validate(schema, raw);
      if (result.ok) valid.push({ stored: raw, value: result.value });
      else {
        const item = quarantineItem(raw, result.issues);
        if (item) invalid.push(item);
      }
    }
    if (invalid.length > 0) await context.quarantine(invalid);
    return valid;
  }

  return {
    name,

    async list() {
      return (await readValid()).map((entry) => entry.value);
    },

    async listAsStored() {
      return (await readValid()).map((entry) => withUnknownFields(entry.stored, entry.value));
    },

    async get(id) {
      const target = await engine();
      let raw: unknown;
      try {
        raw = await target.read(name, id);
      } catch (error) {
        throw toStoreError(error);
      }
      if (raw === undefined) return undefined;
      const result = validate(schemaOf(), raw);
      if (result.ok) return result.value;
      const item = quarantineItem(raw, result.issues);
      if (item) await context.quarantine([item]);
      return undefined;
    },

    async create(record) {
      const target = await engine();
      if (typeof record === "function") {
        // The record is built from the ids already stored, inside the write's transaction, so two
        // tabs creating at once cannot both take the same "next" id.
        try {
          const written = (await target.insert(name, (ids) => {
            const valid = validateForWrite(schemaOf(), record(ids as T["id"][]));
            if (ids.includes(valid.id)) throw new StoreError("conflict", "A record with this id already exists.");
            return valid;
          })) as T;
          context.changed(name);
          return written;
        } catch (error) {
          throw storageError(error, context);
        }
      }
      const valid = validateForWrite(schemaOf(), record);
      await write(valid.id, (current) => {
        if (current !== undefined) throw new StoreError("conflict", "A record with this id already exists.");
        return valid;
      });
      return valid;
    },

    async update(id, change: RecordUpdate<T>) {
      let updated: T | undefined;
      await write(id, (current) => {
        if (current === undefined) throw new StoreError("not-found");
        const schema = schemaOf();
        const old = validate(schema, current);
        if (!old.ok) throw new UnreadableRecord(current, old.issues);
        const next = typeof change === "function" ? change(old.value) : { ...old.value, ...change, id: old.value.id };
        const valid = validateForWrite(schema, next);
        if (valid.id !== id) throw new StoreError("invalid", "A record's id cannot be changed.");
        updated = valid;
        // Fields a newer version of the site added stay: this tab only changes what it knows.
        return keepUnknownFields(current, old.value, next, valid);
      });
      return updated as T;
    },

    async remove(id) {
      const target = await engine();
      try {
        await target.remove(name, id);
      } catch (error) {
        throw storageError(error, context);
      }
      context.changed(name);
    },

    subscribe(listener) {
      return context.subscribe(name, listener);
    },
  };
}
