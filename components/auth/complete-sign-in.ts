import type { Account } from "@/lib/schemas/account";
import { sessionFor } from "@/lib/auth/accounts";
import { CryptoUnavailableError } from "@/lib/auth/password";
import { writeSession } from "@/lib/auth/session-write";
import { isStoreError } from "@/lib/store";

/**
 * Keeps the session (remembered or for this tab) and says where to go; the caller navigates.
 * Returns an error sentence when the browser refuses to store it.
 */
export function keepSession(account: Account, remember: boolean): string | null {
  const result = writeSession(sessionFor(account), { remember });
  return result.ok ? null : result.error.message;
}

const UNEXPECTED_ERROR = "Something went wrong in this browser. Nothing you typed has been lost: try again.";

/** The sentence for a failure that is not about the details typed (storage, Web Crypto, anything else). */
export function failureMessage(error: unknown): string {
  if (isStoreError(error) || error instanceof CryptoUnavailableError) return error.message;
  return UNEXPECTED_ERROR;
}
