import { isQuotaError } from "./errors";
import { StoreError } from "./types";

/**
 * Small values (the gate flag, grid or list) in localStorage, or sessionStorage for
 * values that end with the tab. Guarded: nothing here throws, whatever the browser does.
 * Kept tiny and free of Dexie and zod at run time, because every page uses it.
 */

export const PREFERENCE_PREFIX = "rm:";
export const PREFERENCE_BACKUP_PREFIX = "backup:";

export interface PreferenceOptions {
  /** Keep the value in sessionStorage: it ends with the tab. */
  session?: boolean;
}

export type PreferenceWriteResult = { ok: true } | { ok: false; error: StoreError };

/**
 * Any Standard Schema (every zod schema is one), so this file needs no zod at run time.
 * Synchronous schemas only: an async one always reads as the fallback.
 */
export interface PreferenceSchema<T> {
  readonly "~standard": {
    validate(
      value: unknown,
    ): { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] } | Promise<unknown>;
  };
}

/** "view" and "rm:view" both mean the stored key "rm:view". */
export function preferenceKey(key: string): string {
  return key.startsWith(PREFERENCE_PREFIX) ? key : `${PREFERENCE_PREFIX}${key}`;
}

function storageArea(options: PreferenceOptions | undefined): Storage | undefined {
  try {
    // Merely reading `localStorage` throws a SecurityError when the browser blocks site data.
    const area = options?.session ? globalThis.sessionStorage : globalThis.localStorage;
    return area ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored text, or null when missing or when storage cannot be read. */
export function readPreferenceRaw(key: string, options?: PreferenceOptions): string | null {
  try {
    return storageArea(options)?.getItem(preferenceKey(key)) ?? null;
  } catch {
    return null;
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false };

/** Pure: JSON-decodes and validates a stored text. */
export function parsePreference<T>(raw: string | null, schema: PreferenceSchema<T>): Parsed<T> {
  if (raw === null) return { ok: false };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false };
  }
  const result = schema["~standard"].validate(json);
  if (result instanceof Promise || result.issues) return { ok: false };
  return { ok: true, value: result.value };
}

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

const sameTabListeners = new Map<string, Set<() => void>>();

function notifySameTab(fullKey: string): void {
  for (const listener of [...(sameTabListeners.get(fullKey) ?? [])]) listener();
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

/** Calls `listener` when the key changes in this tab or (localStorage) in another. */
export function subscribePreference(key: string, listener: () => void): () => void {
  const fullKey = preferenceKey(key);
  let listeners = sameTabListeners.get(fullKey);
  if (!listeners) sameTabListeners.set(fullKey, (listeners = new Set()));
  listeners.add(listener);

  const target = typeof window === "undefined" ? undefined : window;
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage area.
    if (event.key === null || event.key === fullKey) listener();
  };
  target?.addEventListener("storage", onStorage);

  return () => {
    listeners.delete(listener);
    target?.removeEventListener("storage", onStorage);
  };
}
