"use client";

import { useCallback, useSyncExternalStore } from "react";
import { useSessionState } from "@/lib/auth/use-session";
import { comparePreferenceFor } from "@/lib/compare/compare-preference";
import { readPreferenceRaw, subscribePreference } from "@/lib/store";

const unknownOnServer = () => undefined;
const nothingToFollow = () => () => {};

/**
 * The stored text of the compare list of whoever is signed in (or of the signed-out browser), kept
 * current: this tab's writes, other tabs' (storage event), signing in or out. Undefined in the HTML,
 * while the page hydrates and until the session is read, when it cannot be known; a string
 * compares by value, so it is the snapshot itself.
 */
export function useStoredCompareRaw(): string | null | undefined {
  const session = useSessionState();
  const key = session === undefined ? null : comparePreferenceFor(session?.accountId);
  const subscribe = useCallback((listener: () => void) => (key === null ? nothingToFollow() : subscribePreference(key, listener)), [key]);
  const read = useCallback(() => (key === null ? undefined : readPreferenceRaw(key)), [key]);
  return useSyncExternalStore<string | null | undefined>(subscribe, read, unknownOnServer);
}
