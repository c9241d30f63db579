/**
 * Whose key signs. A signed-in person signs with their account's key; a signed-out person with
 * the key of this browser itself, kept under this fixed id: records made signed out belong to
 * whoever uses the browser (lib/account/ownership.ts), and so does their key. Account ids are
 * made by createId() and never take this value.
 */
export const SIGNED_OUT_KEY_ID = "this-browser";

export function signingKeyId(accountId: string | null | undefined): string {
  return accountId || SIGNED_OUT_KEY_ID;
}
