// By keys alone (see helpers/keyboard-spec.ts): sign up, sign out from the header menu, sign in again.
import { ada, headerAccount, newUserPanel, passwordInput, returningUserPanel } from "./helpers/accounts";
import { patientExpect as expect, test } from "./helpers/fixtures";
import { pressArrow, tabAndPress, tabAndType, tabTo } from "./helpers/keyboard";
import { expectVisibleFocus } from "./helpers/keyboard-focus";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";
import { gotoReady, waitUntilLoaded } from "./helpers/page";
import { storedRecords } from "./helpers/store";

configureKeyboardSpec();

test.describe("accounts", () => {
  // Each sign-up and sign-in hashes a password 600,000 times.
  test("sign up on the New User tab, sign out from the header menu, sign in again: all by keys", async ({ page, isMobile }) => {
    test.skip(isMobile, "the header's account menu shows at desktop width");
    test.slow();
    await gotoReady(page, "/login/");
    const returningTab = page.getByRole("tab", { name: "Returning User" });
    const newTab = page.getByRole("tab", { name: "New User" });
    await tabTo(page, returningTab, { max: 60 });
    await page.keyboard.press("ArrowRight");
    await expect(newTab).toBeFocused();
    await expect(newTab).toHaveAttribute("aria-selected", "true");
    await expectVisibleFocus(page, "the New User tab");

    const panel = newUserPanel(page);
    // The role radio cards: Tab lands on the chosen one (Buyer), an arrow moves to Realtor.
    const buyer = panel.getByRole("radio", { name: /^Buyer/ });
    await tabTo(page, buyer);
    await pressArrow(page, "ArrowRight");
    await expect(panel.getByRole("radio", { name: /^Realtor/ })).toBeFocused();
    await expect(panel.getByRole("radio", { name: /^Realtor/ })).toBeChecked();
    await expectVisibleFocus(page, "the Realtor radio");

    await tabAndType(page, panel.getByLabel(/^First name/), ada.firstName);
    await tabAndType(page, panel.getByLabel(/^Last name/), ada.lastName);
    await tabAndType(page, panel.getByLabel(/^Email/), ada.email);
    await tabAndType(page, panel.getByLabel(/^Phone/), ada.phone);
    await tabAndType(page, panel.getByLabel(/^Brokerage Firm/), "Analytical Realty");
    await tabAndType(page, passwordInput(panel, /^Create password/), ada.password);
    const terms = panel.getByRole("checkbox", { name: /I agree to the terms of service/ });
    await tabAndPress(page, terms, "Space");
    await expect(terms).toBeChecked();
    await tabAndPress(page, panel.getByRole("button", { name: "Create Realtor Account" }));

    await expect(page).toHaveURL(/\/account\/$/, { timeout: 30_000 });
    await waitUntilLoaded(page);
    await expect(page.getByRole("heading", { name: `${ada.firstName} ${ada.lastName}` })).toBeVisible();
    const [account] = await storedRecords<Record<string, unknown>>(page, "accounts");
    expect(account).toMatchObject({ email: ada.email, role: "realtor", organisation: "Analytical Realty" });

    // Sign out through the header's account menu.
    const accountButton = headerAccount(page, "Ada");
    await tabTo(page, accountButton, { backwards: true, max: 60 });
    await page.keyboard.press("Enter");
    const signOut = page.getByRole("banner").getByRole("button", { name: "Sign Out" });
    await tabAndPress(page, signOut, "Enter", { max: 6 });
    const logIn = page.getByRole("banner").getByRole("link", { name: "Log In" });
    await expect(logIn).toBeFocused();
    await expectVisibleFocus(page, "Log In after signing out");

    // Sign in again on the Returning User tab.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login\/$/);
    await waitUntilLoaded(page);
    const returning = returningUserPanel(page);
    await tabAndType(page, returning.getByLabel(/^Email/), ada.email, ada.email, { max: 60 });
    await tabAndType(page, passwordInput(returning, /^Password/), ada.password);
    await tabAndPress(page, returning.getByRole("button", { name: "Sign In" }));
    await expect(page).toHaveURL(/\/account\/$/, { timeout: 30_000 });
    await expect(headerAccount(page, "Ada")).toBeVisible();
  });
});
