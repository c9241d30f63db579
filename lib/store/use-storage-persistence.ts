"use client";

import { useSyncExternalStore } from "react";
import { getStoragePersistence, subscribeStoragePersistence, type StoragePersistence } from "./persistent-storage";

const serverPersistence = (): StoragePersistence => "checking";

/** Whether the browser keeps the site's data under storage pressure, as it says now. */
export function useStoragePersistence(): StoragePersistence {
  return useSyncExternalStore(subscribeStoragePersistence, getStoragePersistence, serverPersistence);
}
