import {
  ada,
  fillSignIn,
  fillSignUp,
  headerAccount,
  newUserPanel,
  passwordInput,
  returningUserPanel,
  signOutFromHeader,
  signUp,
} from "./helpers/accounts";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

// Every sign-up and sign-in hashes a password 600,000 times (about 0.1 s each, more on a busy machine).
test.describe.configure({ timeout: 60_000 });

test.describe("sign-up", () => {
  test("creates an account on this device, signs in for the tab and shows the first name in the header @phone", async ({
    page,
    isMobile,
  }) => {
    await signUp(page, { ...ada, role: "Realtor", organisation: "Analytical Realty" });

    const [account] = await storedRecords<Record<string, unknown>>(page, "accounts");
    expect(account).toMatchObject({ email: "ada@example.com", role: "realtor", organisation: "Analytical Realty", iterations: 600_000 });
    expect(account?.passwordHash).toEqual(expect.any(String));
    expect(account?.salt).toEqual(expect.any(String));
    expect(JSON.stringify(account)).not.toContain(ada.password);

    // No "Remember me" on sign-up: the session lives in this tab's sessionStorage only.
    const stored = await page.evaluate(() => ({ tab: sessionStorage.getItem("rm:session"), local: localStorage.getItem("rm:session") }));
    expect(stored.local).toBeNull();
    expect(JSON.parse(stored.tab ?? "{}")).toMatchObject({ firstName: "Ada", email: "ada@example.com" });
    expect(stored.tab).not.toContain(ada.password);

    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByText("Signed in as Ada")).toBeVisible();
      await expect(menu.getByRole("link", { name: "My activity" })).toHaveAttribute("href", route("/account"));
      await expect(menu.getByRole("link", { name: "Log In" })).toHaveCount(0);
      await expectNoAxeViolations(page);
    } else {
      await expect(headerAccount(page, "Ada")).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toHaveCount(0);
    }
  });

  test("each role changes the organisation field, the benefits box and the submit label", async ({ page }) => {
    await gotoReady(page, "/login/");
    await page.getByRole("tab", { name: "New User" }).click();
    const panel = newUserPanel(page);
    await expect(panel.getByRole("radio", { name: /^Buyer/ })).toBeChecked();
    await expect(panel.getByRole("button", { name: "Create Buyer Account" })).toBeVisible();
    await expect(panel.getByRole("complementary")).toHaveCount(0);
    await expect(panel.getByLabel(/Brokerage Firm|Property\/Company|Financial Institution/)).toHaveCount(0);

    for (const [role, organisation, button] of [
      ["Realtor", "Brokerage Firm", "Create Realtor Account"],
      ["Seller", "Property/Company", "Create Seller Account"],
      ["Finance Lead", "Financial Institution", "Create Finance Lead Account"],
    ] as const) {
      await panel.getByRole("radio", { name: new RegExp(`^${role}`) }).click();
      await expect(panel.getByLabel(new RegExp(`^${organisation.replace("/", "\\/")}`))).toHaveAttribute("autocomplete", "organization");
      await expect(panel.getByRole("complementary", { name: `${role} benefits` })).toBeVisible();
      await expect(panel.getByRole("button", { name: button })).toBeVisible();
    }
    await expect(panel.getByText("No verification email is sent in this preview")).toBeVisible();
    await expect(panel.getByRole("link", { name: "terms of service" })).toHaveAttribute("href", route("/terms"));
    await expect(panel.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", route("/privacy"));
    await expect(panel.getByLabel(/^First name/)).toHaveAttribute("autocomplete", "given-name");
    await expect(panel.getByLabel(/^First name/)).toHaveAttribute("spellcheck", "false");
    await expect(panel.getByLabel(/^Last name/)).toHaveAttribute("autocomplete", "family-name");
    await expect(panel.getByLabel(/^Phone/)).toHaveAttribute("autocomplete", "tel");
    await expect(passwordInput(panel, /^Create password/)).toHaveAttribute("autocomplete", "new-password");
    await expectNoAxeViolations(page);
  });

  test("an empty form lists every problem in a focused GOV.UK summary, and a taken email is refused", async ({ page }) => {
    await gotoReady(page, "/login/?tab=new&role=seller");
    const panel = newUserPanel(page);
    await expect(panel.getByRole("radio", { name: /^Seller/ })).toBeChecked();
    await panel.getByRole("button", { name: "Create Seller Account" }).click();
    const summary = panel.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toBeVisible();
    await expect(page.locator("[data-slot=error-summary]")).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    const links = summary.getByRole("button");
    await expect(links).toHaveText([
      "Enter your first name",
      "Enter your last name",
      "Enter your email address",
      "Enter your phone number",
      "Enter your property or company name",
      "Create a password",
      "Agree to the terms of service and privacy policy to create an account",
    ]);
    await links.filter({ hasText: "Enter your phone number" }).click();
    await expect(panel.getByLabel(/^Phone/)).toBeFocused();
    expect(new URL(page.url()).hash).toBe("");
    await expectNoAxeViolations(page);

    // A short password and a bad email are named; what was typed stays.
    await panel.getByLabel(/^Email/).fill("ada@");
    await passwordInput(panel, /^Create password/).fill("short");
    await panel.getByRole("button", { name: "Create Seller Account" }).click();
    await expect(
      summary.getByRole("button", { name: "Enter an email address in the correct format, like name@example.com" }),
    ).toBeVisible();
    await expect(summary.getByRole("button", { name: "Password must be 8 characters or more" })).toBeVisible();
    await expect(panel.getByLabel(/^Email/)).toHaveValue("ada@");

    // The same email twice: a clear message by the field.
    await gotoReady(page, "/login/?tab=new");
    await fillSignUp(page, ada);
    await expect(page).toHaveURL(/\/account\/$/);
    await gotoReady(page, "/login/?tab=new");
    await fillSignUp(page, { ...ada, firstName: "Augusta", email: "ADA@example.com" });
    const message = "An account with this email address already exists on this device. Sign in instead, or use another email address.";
    await expect(newUserPanel(page).getByRole("alert").getByRole("button", { name: message })).toBeVisible();
    await expect(newUserPanel(page).getByLabel(/^Email/)).toHaveAccessibleDescription(new RegExp(message.slice(0, 40)));
    expect(await storedRecords(page, "accounts")).toHaveLength(1);
  });
});

test.describe("sign-in", () => {
  test("a wrong password and an unknown email get one message that names neither", async ({ page }) => {
    await signUp(page);
    await gotoReady(page, "/login/");
    const panel = returningUserPanel(page);
    const message = "The email address or password is incorrect. Check both and try again.";

    await fillSignIn(page, ada.email, "not the password");
    await expect(panel.getByRole("alert").getByRole("button", { name: message })).toBeVisible();
    await expect(page.locator("[data-slot=error-summary]")).toBeFocused();
    await expect(page).toHaveURL(/\/login\/$/);

    await fillSignIn(page, "nobody@example.com", ada.password);
    await expect(panel.getByRole("alert").getByRole("button", { name: message })).toBeVisible();
    await expect(panel.getByLabel(/^Email/)).toHaveValue("nobody@example.com");
    await expectNoAxeViolations(page);
  });

  test("without Remember me the session ends with the tab; with it, a new tab is still signed in", async ({ page, context }) => {
    await signUp(page);
    await headerAccount(page, "Ada").click();
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeFocused();

    await gotoReady(page, "/login/");
    await fillSignIn(page, "ADA@example.com", ada.password);
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(headerAccount(page, "Ada")).toBeVisible();
    const otherTab = await context.newPage();
    await gotoUnlocked(otherTab, "/privacy/");
    await expect(otherTab.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    await otherTab.close();

    await signOutFromHeader(page, "Ada");
    await gotoReady(page, "/login/");
    await fillSignIn(page, ada.email, ada.password, true);
    await expect(page).toHaveURL(/\/account\/$/);
    expect(await page.evaluate(() => localStorage.getItem("rm:session"))).toContain("ada@example.com");
    expect(await page.evaluate(() => sessionStorage.getItem("rm:session"))).toBeNull();
    const rememberedTab = await context.newPage();
    await gotoUnlocked(rememberedTab, "/privacy/");
    await expect(headerAccount(rememberedTab, "Ada")).toBeVisible();

    // Signing out in one tab signs out the other.
    await signOutFromHeader(page, "Ada");
    await expect(rememberedTab.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("the header menu opens My activity and signs out", async ({ page }) => {
    await signUp(page);
    await gotoUnlocked(page, "/privacy/");
    await headerAccount(page, "Ada").click();
    await expect(page.getByRole("link", { name: "My activity" })).toHaveAttribute("href", route("/account"));
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "My activity" }).click();
    await expect(page).toHaveURL(/\/account\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "My activity" })).toBeVisible();
  });

  test("?next= returns to a page on this site and ignores one elsewhere", async ({ page }) => {
    await signUp(page);
    await signOutFromHeader(page, "Ada");

    await gotoReady(page, `/login/?next=${encodeURIComponent("/make-offer/?listing=aman-miami-beach")}`);
    await fillSignIn(page, ada.email, ada.password);
    await expect(page).toHaveURL(/\/make-offer\/\?listing=aman-miami-beach$/);
    await signOutFromHeader(page, "Ada");

    for (const next of ["//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      await gotoReady(page, `/login/?next=${encodeURIComponent(next)}`);
      await fillSignIn(page, ada.email, ada.password);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account\/$/);
      await signOutFromHeader(page, "Ada");
    }
  });
});

test("one Show/Hide choice covers both forms, and Forgot password explains honestly", async ({ page }) => {
  await gotoReady(page, "/login/");
  const returning = returningUserPanel(page);
  const password = passwordInput(returning, /^Password/);
  await password.fill("typed secret");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await returning.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(returning.getByRole("button", { name: "Hide password" })).toBeVisible();
  await page.getByRole("tab", { name: "New User" }).click();
  await expect(passwordInput(newUserPanel(page), /^Create password/)).toHaveAttribute("type", "text");
  await page.getByRole("tab", { name: "Returning User" }).click();
  await expect(password).toHaveValue("typed secret");

  await returning.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot your password?" });
  await expect(dialog.getByText("accounts live only in this browser")).toBeVisible();
  await expect(dialog.getByText(/reset the demo data/)).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Go to My activity" })).toHaveAttribute("href", route("/account"));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create a new account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("tab", { name: "New User" })).toHaveAttribute("aria-selected", "true");
});
