import { StoreError } from "./types";

/** Browsers name a full disk differently; Dexie may also wrap it in an AbortError's `inner`. */
const QUOTA_NAMES = new Set(["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"]);
const QUOTA_CODES = new Set([22, 1014]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  inner?: unknown;
  cause?: unknown;
}

function asErrorLike(error: unknown): ErrorLike | undefined {
  return typeof error === "object" && error !== null ? (error as ErrorLike) : undefined;
}

/** Walks `inner` (Dexie) and `cause` (standard) to find a quota failure anywhere in the chain. */
export function isQuotaError(error: unknown): boolean {
  let current = asErrorLike(error);
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.name === "string" && QUOTA_NAMES.has(current.name)) return true;
    if (typeof current.code === "number" && QUOTA_CODES.has(current.code) && current.name !== "ConstraintError") {
      return true;
    }
    current = asErrorLike(current.inner) ?? asErrorLike(current.cause);
  }
  return false;
}

function errorName(error: unknown): string | undefined {
  const name = asErrorLike(error)?.name;
  return typeof name === "string" ? name : undefined;
}

/**
 * Turns whatever a storage call threw into a StoreError. A full disk is "quota";
 * a duplicate key is "conflict"; anything else (blocked, closed, missing) is "unavailable".
 */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  if (isQuotaError(error)) return new StoreError("quota", undefined, { cause: error });
  const name = errorName(error);
  const innerName = errorName(asErrorLike(error)?.inner);
  if (name === "ConstraintError" || innerName === "ConstraintError") {
    return new StoreError("conflict", "A record with this id already exists.", { cause: error });
  }
  return new StoreError("unavailable", undefined, { cause: error });
}
