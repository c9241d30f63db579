import type { AccountCollection } from "./accounts";
import { verifyPassword } from "./password";

/**
 * Asking a signed-in person for their password again before an export, an import or a reset of
 * their data (/account), so someone else at an unlocked browser cannot take or delete it.
 * "missing": the session's account is no longer in this browser, so there is nothing to check against.
 */
export type PasswordCheck = "confirmed" | "incorrect" | "missing";

export async function checkPassword(accounts: Pick<AccountCollection, "get">, accountId: string, password: string): Promise<PasswordCheck> {
  const account = await accounts.get(accountId);
  if (!account) return "missing";
  return (await verifyPassword(password, account)) ? "confirmed" : "incorrect";
}
