// Saved sign-ins: accounts.setup.ts (the "accounts" setup project every project depends on) signs up
// each account below once through /login and saves the browser's storage, IndexedDB included
// (the accounts live there). A spec that only needs someone signed in starts from one:
//   test.use({ storageState: savedSignIn("ada") });
// Playwright gives every test a fresh context from the saved file, so no test sees another's data.
// Specs about signing up or in (login, keyboard-accounts, hostile-input-gate-login...) still go
// through the forms themselves.
import path from "node:path";
import { ada, type NewAccount } from "./accounts";

export const SAVED_SIGN_INS = {
  /** Ada, a buyer, signed in and remembered on this device. */
  ada: { account: ada, signedIn: true },
  /** Ada's account on this device, nobody signed in: an account to sign in to. */
  "ada-signed-out": { account: ada, signedIn: false },
  /** Ada as a hotel owner (Seller), signed in. */
  seller: { account: { ...ada, role: "Seller", organisation: "Lovelace Hotels" }, signedIn: true },
  /** Ada as a Finance Lead, signed in. */
  finance: { account: { ...ada, role: "Finance Lead", organisation: "Difference Engine Capital" }, signedIn: true },
} satisfies Record<string, { account: NewAccount; signedIn: boolean }>;

export type SavedSignIn = keyof typeof SAVED_SIGN_INS;

/** The storage state file of a saved sign-in (under test-results/, rewritten on every run). */
export function savedSignIn(name: SavedSignIn): string {
  return path.join(process.cwd(), "test-results", "signed-in", `${name}.json`);
}
