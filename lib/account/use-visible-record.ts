"use client";

import { useMemo } from "react";
import { useSessionState } from "@/lib/auth/use-session";
import { useRecord, type ReadableCollection, type RecordState, type StoreRecord } from "@/lib/store";
import { isVisibleTo, type Owned } from "./ownership";

/** One record, "missing" when it belongs to another account. */
export function useVisibleRecord<T extends StoreRecord & Owned>(
  collection: ReadableCollection<T>,
  id: T["id"] | undefined,
): RecordState<T> {
  const session = useSessionState();
  const state = useRecord(collection, id);
  return useMemo((): RecordState<T> => {
    if (session === undefined || state.status === "loading") return { status: "loading" };
    if (state.data && !isVisibleTo(state.data, session?.accountId ?? null)) return { status: "missing" };
    return state;
  }, [session, state]);
}
