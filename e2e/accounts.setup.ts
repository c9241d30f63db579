// The "accounts" setup project (playwright.config.ts): each account of helpers/signed-in.ts is
// signed up once through /login, signed out and signed in again with "Remember me" (a session in
// localStorage, which a saved state keeps; sign-up's own session lives in sessionStorage, which it
// does not), and the browser's storage is saved with IndexedDB for the specs that start from it.
import { signIn, signOutFromHeader, signUp } from "./helpers/accounts";
import { test } from "./helpers/fixtures";
import { SAVED_SIGN_INS, savedSignIn, type SavedSignIn } from "./helpers/signed-in";

// A sign-up and a sign-in each hash the password (PBKDF2, 600,000 rounds): allow a loaded machine time.
test.describe.configure({ timeout: 120_000 });

const save = (page: import("@playwright/test").Page, name: SavedSignIn) =>
  page.context().storageState({ path: savedSignIn(name), indexedDB: true });

test("Ada signs up, out, and in again (remembered)", async ({ page }) => {
  const { account } = SAVED_SIGN_INS.ada;
  await signUp(page, account);
  await signOutFromHeader(page, account.firstName);
  await save(page, "ada-signed-out");
  await signIn(page, account, { remember: true });
  await save(page, "ada");
});

for (const name of ["seller", "finance"] as const) {
  test(`${name}: signs up, out, and in again (remembered)`, async ({ page }) => {
    const { account } = SAVED_SIGN_INS[name];
    await signUp(page, account);
    await signOutFromHeader(page, account.firstName);
    await signIn(page, account, { remember: true });
    await save(page, name);
  });
}
