// Storage full (see helpers/write-failures.ts) when signing up, and a session the browser refuses to keep when signing in.
import { ada, fillSignUp, newUserPanel, passwordInput, returningUserPanel } from "./helpers/accounts";
import { patientExpect as expect, test, unlock } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";
import { failStorageWrites, quotaAlert, seedStore } from "./helpers/write-failures";

test.describe.configure({ timeout: 90_000 });

test("sign-up: storage full shows the message and keeps every answer", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await gotoReady(page, "/login/?tab=new");
  await fillSignUp(page, { ...ada, role: "Realtor", organisation: "Bayfront Luxury Partners" });
  const panel = newUserPanel(page);
  await expect(quotaAlert(panel)).toBeVisible();
  await expect(page).toHaveURL(/\/login\/\?tab=new$/);
  await expect(panel.getByRole("radio", { name: /^Realtor/ })).toBeChecked();
  await expect(panel.getByLabel(/^First name/)).toHaveValue(ada.firstName);
  await expect(panel.getByLabel(/^Last name/)).toHaveValue(ada.lastName);
  await expect(panel.getByLabel(/^Email/)).toHaveValue(ada.email);
  await expect(panel.getByLabel(/^Phone/)).toHaveValue(ada.phone);
  await expect(panel.getByLabel(/^Brokerage Firm/)).toHaveValue("Bayfront Luxury Partners");
  await expect(passwordInput(panel, /^Create password/)).toHaveValue(ada.password);
  await expect(panel.getByRole("checkbox", { name: /I agree to the terms of service/ })).toBeChecked();
  await expect(panel.getByRole("button", { name: "Create Realtor Account" })).toBeEnabled();
  expect(await storedRecords(page, "accounts")).toEqual([]);
});

test.describe("an account on this device, signed out", () => {
  test.use({ storageState: savedSignIn("ada-signed-out") });

  test("sign-in: a session the browser refuses to keep shows the message and keeps the details", async ({ page }) => {
    test.slow(); // a sign-in, hashing the password
    await unlock(page);
    await failStorageWrites(page);
    await gotoReady(page, "/login/");
    const panel = returningUserPanel(page);
    await panel.getByLabel(/^Email/).fill(ada.email);
    await passwordInput(panel, /^Password/).fill(ada.password);
    await panel.getByRole("checkbox", { name: "Remember me on this device" }).check();
    await panel.getByRole("button", { name: "Sign In" }).click();
    await expect(quotaAlert(panel)).toBeVisible();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(panel.getByLabel(/^Email/)).toHaveValue(ada.email);
    await expect(passwordInput(panel, /^Password/)).toHaveValue(ada.password);
    await expect(panel.getByRole("checkbox", { name: "Remember me on this device" })).toBeChecked();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  });
});
