import type { Engine, QuarantineEntry, TableData } from "./engine";
import { missingRecords, newSetAside, replacement, setAsideReplacement } from "./import-plan";
import type { StoreId } from "./types";

/** Copies values in and out, as IndexedDB does, so callers can never mutate stored state. */
function copy<T>(value: T): T {
  return typeof structuredClone === "function" ? structuredClone(value) : value;
}

function keyOf(record: unknown): StoreId | undefined {
  const id = typeof record === "object" && record !== null ? (record as { id?: unknown }).id : undefined;
  return typeof id === "string" || typeof id === "number" ? id : undefined;
}

function toTable(records: readonly unknown[]): Map<StoreId, unknown> {
  const table = new Map<StoreId, unknown>();
  for (const record of records) {
    const key = keyOf(record);
    if (key !== undefined) table.set(key, copy(record));
  }
  return table;
}

function sortedValues(table: Map<StoreId, unknown>): unknown[] {
  // IndexedDB returns records in key order (numbers before strings); match it.
  const keys = [...table.keys()].sort((a, b) => (typeof a === typeof b ? (a < b ? -1 : a > b ? 1 : 0) : typeof a === "number" ? -1 : 1));
  return keys.map((key) => copy(table.get(key)));
}

/**
 * The store when the browser will not keep data: same behaviour, gone after a reload.
 */
export function createMemoryEngine(tableNames: readonly string[]): Engine {
  let tables = new Map<string, Map<StoreId, unknown>>(tableNames.map((name) => [name, new Map()]));
  const meta = new Map<string, unknown>();
  let quarantine: QuarantineEntry[] = [];

  function addToQuarantine(entries: readonly QuarantineEntry[]): void {
    for (const { collection, raw, reason, at } of entries) {
      quarantine.push({ id: quarantine.length + 1, collection, raw: copy(raw), reason, at });
    }
  }

  function table(name: string): Map<StoreId, unknown> {
    const found = tables.get(name);
    if (!found) throw new DOMException(`No table named ${name}.`, "NotFoundError");
    return found;
  }

  return {
    persistence: "memory",
    async readAll(name) {
      return sortedValues(table(name));
    },
    async read(name, id) {
      return copy(table(name).get(id));
    },
    async write(name, id, compute) {
      const target = table(name);
      const next = compute(copy(target.get(id)));
      target.set(id, copy(next));
      return next;
    },
    async insert(name, build) {
      const target = table(name);
      const next = build([...target.keys()]);
      const key = keyOf(next);
      if (key === undefined || target.has(key)) throw new DOMException("A record with this id already exists.", "ConstraintError");
      target.set(key, copy(next));
      return next;
    },
    async remove(name, id) {
      table(name).delete(id);
    },
    async quarantine(items, at) {
      for (const item of items) {
        const target = table(item.collection);
        if (!target.has(item.key)) continue;
        target.delete(item.key);
        addToQuarantine([{ collection: item.collection, raw: item.raw, reason: item.reason, at }]);
      }
    },
    async quarantineCount() {
      return quarantine.length;
    },
    async initialize(seed, schemaVersion, at) {
      const seeded = !meta.has("seededAt");
      if (seeded) {
        for (const [name, records] of Object.entries(seed)) tables.set(name, toTable(records));
        meta.set("seededAt", at);
      }
      meta.set("schemaVersion", schemaVersion);
      return seeded;
    },
    async readQuarantine() {
      return quarantine.map(copy);
    },
    async replaceAll(data: TableData, { setAside, at, keep }) {
      // Build everything first, then swap: all or nothing.
      for (const name of Object.keys(data)) table(name);
      let written = 0;
      const next = new Map<string, Map<StoreId, unknown>>();
      for (const name of tableNames) {
        const { kept, added } = replacement(name, sortedValues(table(name)), data[name] ?? [], keep);
        next.set(name, toTable([...kept, ...added]));
        written += added.length;
      }
      const entries = setAsideReplacement(quarantine, setAside, keep);
      tables = next;
      quarantine = [];
      addToQuarantine([...entries.kept, ...entries.added]);
      meta.set("seededAt", at);
      return written + entries.added.length;
    },
    async mergeAll(data, setAside) {
      const missing = Object.entries(data).map(([name, records]) => [table(name), missingRecords(table(name).keys(), records)] as const);
      for (const [target, records] of missing) for (const [key, record] of toTable(records)) target.set(key, record);
      const entries = newSetAside(quarantine, setAside);
      addToQuarantine(entries);
      return missing.reduce((sum, [, records]) => sum + records.length, entries.length);
    },
    async readMeta(key) {
      return meta.get(key);
    },
    close() {},
  };
}
