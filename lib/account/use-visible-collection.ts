"use client";

import { useMemo } from "react";
import { useSessionState } from "@/lib/auth/use-session";
import { useCollection, type ReadableCollection, type CollectionState, type StoreRecord } from "@/lib/store";
import { visibleTo, type Owned } from "./ownership";

const LOADING: CollectionState<never> = Object.freeze({ status: "loading", data: [] as never[] });

/**
 * A collection as the signed-in person may see it (lib/account/ownership.ts): loading until both
 * the records and who is signed in are known, so another account's records never flash past.
 */
export function useVisibleCollection<T extends StoreRecord & Owned>(collection: ReadableCollection<T>): CollectionState<T> {
  const session = useSessionState();
  const state = useCollection(collection);
  return useMemo(
    () =>
      session === undefined || state.status === "loading" ? LOADING : { ...state, data: visibleTo(state.data, session?.accountId ?? null) },
    [session, state],
  );
}
