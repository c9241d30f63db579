// Hostile input (see helpers/hostile-input.ts) in the passcode gate and in the sign-up and sign-in forms.
import { fillSignIn, newUserPanel, passwordInput, returningUserPanel, signOutFromHeader } from "./helpers/accounts";
import { patientExpect as expect, PASSCODE, test } from "./helpers/fixtures";
import { expectNothingRan, expectShownAsText, expectWorking } from "./helpers/hostile-input";
import { HOSTILE, IMG, LONG, MIXED, SCRIPT, SVG } from "./helpers/hostile-payloads";
import { gotoReady, main, toasts, waitUntilLoaded } from "./helpers/page";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("hostile text in every form", () => {
  test("the gate's passcode refuses every payload, runs nothing, and still opens with the passcode", async ({ page, dialogs }) => {
    await page.goto("/");
    const field = page.getByLabel("Passcode");
    for (const [label, payload] of HOSTILE) {
      await field.fill(payload);
      await page.getByRole("button", { name: "Enter" }).click();
      if (payload === LONG) {
        await expect(page.getByText("Passcode must be 100 characters or fewer"), label).toBeVisible();
        await expect(field).toHaveAttribute("aria-invalid", "true");
      } else {
        await expect(toasts(page).getByText("Access Denied").first(), label).toBeVisible();
        await expect(field).toHaveValue("");
      }
      await expect(page.getByRole("heading", { name: "Private Access" })).toBeVisible();
      await expect(page.locator("[data-gated-content]")).toBeHidden();
    }
    await expectNothingRan(page, dialogs);
    await field.fill(PASSCODE);
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Access Granted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Private Access" })).toBeHidden();
    await expectWorking(page);
  });

  test("sign-up keeps hostile names as text; sign-in refuses hostile credentials and keeps them", async ({ page, dialogs }) => {
    test.slow(); // two password hashes on a shared machine
    await gotoReady(page, "/login/?tab=new");
    const panel = newUserPanel(page);
    await panel.getByRole("radio", { name: /^Realtor/ }).click();
    await panel.getByLabel(/^First name/).fill(LONG);
    await panel.getByLabel(/^Last name/).fill(IMG);
    await panel.getByLabel(/^Email/).fill("hostile@example.com");
    await panel.getByLabel(/^Phone/).fill("305 555 0142");
    await panel.getByLabel(/^Brokerage Firm/).fill(SVG);
    await passwordInput(panel, /^Create password/).fill(MIXED);
    await panel.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
    await panel.getByRole("button", { name: "Create Realtor Account" }).click();
    await expect(panel.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "First name must be 100 characters or fewer",
    );
    await expect(panel.getByLabel(/^First name/)).toHaveValue(LONG);
    await expect(panel.getByLabel(/^Last name/)).toHaveValue(IMG);

    await panel.getByLabel(/^First name/).fill(SCRIPT);
    await panel.getByRole("button", { name: "Create Realtor Account" }).click();
    await expect(page).toHaveURL(/\/account\/$/, { timeout: 20_000 });
    await waitUntilLoaded(page);
    await expect(page.getByRole("heading", { level: 2, name: `${SCRIPT} ${IMG}`, exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: `Signed in as ${SCRIPT}`, exact: true })).toBeVisible();
    await expectShownAsText(main(page), SVG);
    await expectNothingRan(page, dialogs);
    await signOutFromHeader(page, SCRIPT);

    // Sign in: a hostile "email" is refused by format, a hostile password by the check; both stay.
    await gotoReady(page, "/login/");
    const returning = returningUserPanel(page);
    await fillSignIn(page, IMG, SCRIPT);
    await expect(returning.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Enter an email address in the correct format",
    );
    await expect(returning.getByLabel(/^Email/)).toHaveValue(IMG);
    await expect(passwordInput(returning, /^Password/)).toHaveValue(SCRIPT);
    await fillSignIn(page, "hostile@example.com", SVG);
    await expect(returning.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
    await expect(passwordInput(returning, /^Password/)).toHaveValue(SVG);
    await expectNothingRan(page, dialogs);

    await fillSignIn(page, "hostile@example.com", MIXED);
    await expect(page).toHaveURL(/\/account\/$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: `${SCRIPT} ${IMG}`, exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  });
});
