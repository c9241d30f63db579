"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { writePreference, type PreferenceWriteResult } from "./preferences";
import { parsePreference, readPreferenceRaw, subscribePreference, type PreferenceOptions, type PreferenceSchema } from "./preferences-read";

/**
 * A preference as React state: `[value, setValue]`. The server render and hydration see
 * `fallback` (storage is browser-only); the stored value follows right after.
 * Pass a constant `fallback` (not a new object each render).
 */
export function usePreference<T>(
  key: string,
  schema: PreferenceSchema<T>,
  fallback: T,
  options?: PreferenceOptions,
): readonly [T, (value: T) => PreferenceWriteResult] {
  const session = options?.session ?? false;
  const subscribe = useCallback((listener: () => void) => subscribePreference(key, listener), [key]);
  // The raw text is the snapshot: a string compares by value, so renders stay stable.
  const raw = useSyncExternalStore(
    subscribe,
    () => readPreferenceRaw(key, { session }),
    () => null,
  );
  const value = useMemo(() => {
    const parsed = parsePreference(raw, schema);
    return parsed.ok ? parsed.value : fallback;
  }, [raw, schema, fallback]);
  const setValue = useCallback((next: T) => writePreference(key, next, { session }), [key, session]);
  return [value, setValue] as const;
}
