/**
 * The reading half of preferences.ts: read, validate and subscribe, with no write path and so
 * no StoreError or its messages. Code on every page (the header's session) imports this file;
 * everything else imports preferences.ts, which re-exports it.
 */

export const PREFERENCE_PREFIX = "rm:";

export interface PreferenceOptions {
  /** Keep the value in sessionStorage: it ends with the tab. */
  session?: boolean;
}

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

export function storageArea(options: PreferenceOptions | undefined): Storage | undefined {
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

/** The stored text, removed as it is read (a one-shot value); null when missing or unreadable. */
export function takePreferenceRaw(key: string, options?: PreferenceOptions): string | null {
  const raw = readPreferenceRaw(key, options);
  if (raw === null) return null;
  try {
    storageArea(options)?.removeItem(preferenceKey(key));
  } catch {
    // Storage that cannot be written: the value stays, and may be taken once more.
  }
  return raw;
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

const sameTabListeners = new Map<string, Set<() => void>>();

/** Tells this tab's subscribers of `fullKey` that it changed (the storage event only reaches other tabs). */
export function notifySameTab(fullKey: string): void {
  for (const listener of [...(sameTabListeners.get(fullKey) ?? [])]) listener();
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
