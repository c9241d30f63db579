// Temporary harness check (the app owner replaces it): the served export answers / with 200 and
// a document title, through the shared fixtures (console errors and CSP violations fail it).
import { expect, gotoUnlocked, test } from "./fixtures";

test("the home page is served with a title @phone", async ({ page }) => {
  const response = await gotoUnlocked(page, "/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});
