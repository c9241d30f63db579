import { isQuotaError } from "./errors";
import {
  notifySameTab,
  parsePreference,
  preferenceKey,
  readPreferenceRaw,
  storageArea,
  type PreferenceOptions,
  type PreferenceSchema,
} from "./preferences-read";
import { StoreError } from "./types";

/**
 * Small values (the gate flag, grid or list) in localStorage, or sessionStorage for
 * values that end with the tab. Guarded: nothing here throws, whatever the browser does.
 * Kept tiny and free of Dexie and zod at run time, because every page uses it. The reading
 * half lives in preferences-read.ts (re-exported here) for code that never writes.
 */

export const PREFERENCE_BACKUP_PREFIX = "backup:";

export type PreferenceWriteResult = { ok: true } | { ok: false; error: StoreError };

/**
 * Copies an unreadable value to `backup:<key>:<timestamp>` once, so nothing a person
 * had is lost when the key is written again.
 */
function backUp(area: Storage, fullKey: string, raw: string): void {
  try {
    const prefix = `${PREFERENCE_BACKUP_PREFIX}${fullKey}:`;
    for (let index = 0; index < area.length; index += 1) {
      const existing = area.key(index);
      if (existing?.startsWith(prefix) && area.getItem(existing) === raw) return;
    }
    area.setItem(`${prefix}${Date.now()}`, raw);
  } catch {
    // Full or blocked storage: the value stays where it was until it is overwritten.
  }
}

/** The stored value, or `fallback` when it is missing, unreadable or fails the schema. */
export function readPreference<T>(key: string, schema: PreferenceSchema<T>, fallback: T, options?: PreferenceOptions): T {
  const raw = readPreferenceRaw(key, options);
  if (raw === null) return fallback;
  const parsed = parsePreference(raw, schema);
  if (parsed.ok) return parsed.value;
  const area = storageArea(options);
  if (area) backUp(area, preferenceKey(key), raw);
  return fallback;
}

function failure(error: unknown): PreferenceWriteResult {
  return { ok: false, error: new StoreError(isQuotaError(error) ? "quota" : "unavailable", undefined, { cause: error }) };
}

export function writePreference<T>(key: string, value: T, options?: PreferenceOptions): PreferenceWriteResult {
  const fullKey = preferenceKey(key);
  const area = storageArea(options);
  if (!area) return failure(new DOMException("Storage is not available.", "SecurityError"));
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return { ok: false, error: new StoreError("invalid", "This value cannot be saved.") };
    const previous = area.getItem(fullKey);
    if (previous !== null) {
      try {
        JSON.parse(previous);
      } catch {
        backUp(area, fullKey, previous);
      }
    }
    area.setItem(fullKey, text);
  } catch (error) {
    return failure(error);
  }
  notifySameTab(fullKey);
  return { ok: true };
}

export function removePreference(key: string, options?: PreferenceOptions): PreferenceWriteResult {
  const fullKey = preferenceKey(key);
  const area = storageArea(options);
  if (!area) return failure(new DOMException("Storage is not available.", "SecurityError"));
  try {
    area.removeItem(fullKey);
  } catch (error) {
    return failure(error);
  }
  notifySameTab(fullKey);
  return { ok: true };
}
