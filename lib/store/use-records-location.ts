"use client";

import { useSyncExternalStore } from "react";
import { getRecordsLocation, subscribeRecordsLocation, type RecordsLocation } from "./records-location";

const serverLocation = (): RecordsLocation => "unknown";

/**
 * Where records made now are kept ("device", "visit", "unknown"): "unknown" in the static HTML and
 * the first render, so nothing that depends on it can cause a hydration mismatch.
 */
export function useRecordsLocation(): RecordsLocation {
  return useSyncExternalStore(subscribeRecordsLocation, getRecordsLocation, serverLocation);
}
