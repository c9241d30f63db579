import type { StoreError } from "./types";

/**
 * True for a StoreError. Checked by shape (StoreError sets its name), not with instanceof, and
 * kept in its own module, so that a form can test an error without shipping the class and its
 * messages. The page-side facade also throws a StoreError-shaped Error when the store's own
 * code could not load (collections.ts).
 */
export function isStoreError(error: unknown): error is StoreError {
  return error instanceof Error && error.name === "StoreError" && "kind" in error;
}
