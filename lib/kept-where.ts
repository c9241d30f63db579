import type { RecordsLocation } from "@/lib/store";

/** What every success message says in place of "on this device" when nothing outlives the visit. */
export const THIS_VISIT_ONLY = "for this visit only";

/**
 * Where a record just saved is kept, as the phrase a sentence ends with ("Offer saved on this
 * device."). Every message that says a record is saved on this device or in this browser takes
 * its words from here, so none claims the device while the store runs in memory. "unknown" reads
 * as the device: the store reports memory as it opens, before any write can go through.
 */
export function keptWhere(location: RecordsLocation, onDevice = "on this device"): string {
  return location === "visit" ? THIS_VISIT_ONLY : onDevice;
}
