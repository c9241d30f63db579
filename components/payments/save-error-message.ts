import { isStoreError } from "@/lib/store";

/** The sentence a checkout shows when saving failed: the store's own, else a plain fallback. */
export function saveErrorMessage(error: unknown): string {
  return isStoreError(error) ? error.message : "The payment could not be saved in this browser. Nothing you typed has been lost.";
}
