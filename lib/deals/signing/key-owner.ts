/**
 * Whose key signs. A signed-in person signs with their account's key; a signed-out person with
 * the key of this browser itself, kept under this fixed id: records made signed out belong to
 * whoever uses the browser (lib/account/ownership.ts), and so does their key. Account ids are
 * `acct-` and hexadecimal digits, made from the email address (accountIdFor, lib/auth/accounts.ts),
 * so none takes this value; the account schema refuses it too, and an import takes no account
 * whose id is not the one its email gives (lib/account/import-check.ts).
 */
export const SIGNED_OUT_KEY_ID = "this-browser";

export function signingKeyId(accountId: string | null | undefined): string {
  return accountId || SIGNED_OUT_KEY_ID;
}
