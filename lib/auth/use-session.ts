"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseSession, readSessionRaw, subscribeSession, type Session } from "./session";

/**
 * The signed-in person, or null. The static HTML and hydration see null (storage is browser
 * only); the stored session follows right after, and every change (sign-in, sign-out, another
 * tab) re-renders.
 */
export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribeSession, readSessionRaw, () => null);
  return useMemo(() => parseSession(raw), [raw]);
}
