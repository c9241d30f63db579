"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseSession, readSessionRaw, subscribeSession, type Session } from "./session";

const unknown = () => undefined;

/**
 * The signed-in person, null when signed out, or undefined until this browser's storage has been
 * read: the static HTML and hydration cannot know it, so it follows right after. Every change
 * (sign-in, sign-out, another tab) re-renders.
 */
export function useSessionState(): Session | null | undefined {
  const raw = useSyncExternalStore(subscribeSession, readSessionRaw, unknown);
  return useMemo(() => (raw === undefined ? undefined : parseSession(raw)), [raw]);
}

/** The signed-in person, or null (also while not yet known: see useSessionState). */
export function useSession(): Session | null {
  return useSessionState() ?? null;
}
