import { accountIdFor } from "@/lib/auth/accounts";
import { PBKDF2_ITERATIONS } from "@/lib/auth/password";
import { SIGNED_OUT_KEY_ID } from "@/lib/deals/signing/key-owner";
import type { ImportCheck } from "@/lib/store";

/*
 * What an imported account must be, beyond being the importer's own (data-rights.ts): anyone can
 * work out another person's account id (`acct-` and the start of the SHA-256 of the email, lib/auth/accounts.ts)
 * and write a file with any hash, so a file's account is taken only with the id its email gives,
 * never the signed-out key's id, and a password hashed at least as hard as this site hashes one.
 */

type AccountFields = { id?: unknown; email?: unknown; iterations?: unknown };

async function accountProblems(account: AccountFields, where: string, minIterations: number): Promise<string[]> {
  const problems: string[] = [];
  if (account.id === SIGNED_OUT_KEY_ID) problems.push(`${where}: the id "${SIGNED_OUT_KEY_ID}" is kept for this browser's own key`);
  else if (typeof account.email !== "string" || account.id !== (await accountIdFor(account.email)))
    problems.push(`${where}: its id is not the one its email address gives`);
  if (typeof account.iterations !== "number" || account.iterations < minIterations)
    problems.push(`${where}: its password is hashed with fewer than ${minIterations.toLocaleString("en-US")} iterations`);
  return problems;
}

/** The import check of /account (lib/store's ImportCheck): every account of the file is one this site could have made. */
export function accountImportCheck(minIterations: number = PBKDF2_ITERATIONS): ImportCheck {
  return async (collections) => {
    const accounts = Object.hasOwn(collections, "accounts") ? (collections.accounts ?? []) : [];
    const problems = await Promise.all(
      accounts.map((account, index) => accountProblems((account ?? {}) as AccountFields, `accounts[${index}]`, minIterations)),
    );
    return problems.flat();
  };
}
