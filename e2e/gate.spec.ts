import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, expectNoAxeViolations, GATE_STORAGE_KEY, PASSCODE, test, unlock } from "./helpers/fixtures";
import { toasts } from "./helpers/page";

const gateHeading = (page: import("@playwright/test").Page) => page.getByRole("heading", { name: "Private Access" });
const passcodeField = (page: import("@playwright/test").Page) => page.getByLabel("Passcode");

test.describe("passcode gate", () => {
  test("a locked visitor sees only the gate @phone", async ({ page }) => {
    await page.goto("/");
    await expect(gateHeading(page)).toBeVisible();
    await expect(page.getByText("Enter passcode to continue")).toBeVisible();
    await expect(passcodeField(page)).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Enter" })).toBeVisible();
    await expect(page.locator("[data-gated-content]")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the gate stands in front of the 404 page too", async ({ page, consoleErrors }) => {
    consoleErrors.allow("404");
    await page.goto("/no-such-page/");
    await expect(gateHeading(page)).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeHidden();
  });

  test("an empty passcode is explained next to the field", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByText("Enter the passcode")).toBeVisible();
    await expect(passcodeField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(passcodeField(page)).toHaveAccessibleDescription(/Enter the passcode/);
  });

  test("a wrong passcode is denied with a destructive toast and the field cleared", async ({ page }) => {
    await page.goto("/");
    await passcodeField(page).fill("not-the-word");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(toasts(page).getByText("Access Denied")).toBeVisible();
    await expect(toasts(page).getByText("Invalid passcode. Please try again.")).toBeVisible();
    await expect(passcodeField(page)).toHaveValue("");
    await expect(passcodeField(page)).toBeFocused();
    await expect(page.locator("[data-gated-content]")).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), GATE_STORAGE_KEY)).toBeNull();
  });

  test("the right passcode, in any case, unlocks and greets by name; a reload stays unlocked", async ({ page }) => {
    await page.goto("/");
    await passcodeField(page).fill(PASSCODE.toUpperCase());
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Access Granted")).toBeVisible();
    await expect(toasts(page).getByText(/Welcome to Aurum Residences/)).toBeVisible();
    await expect(gateHeading(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");

    await page.reload();
    await expect(gateHeading(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");
  });

  test("the passcode can be pasted and is offered to password managers", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await expect(passcodeField(page)).toHaveAttribute("autocomplete", "current-password");
    await page.evaluate((text) => navigator.clipboard.writeText(text), PASSCODE);
    await passcodeField(page).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Access Granted")).toBeVisible();
  });

  test("before hydration a locked visitor sees the gate and never the content", async ({ page, consoleErrors }) => {
    consoleErrors.allow("net::ERR_FAILED");
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(gateHeading(page)).toBeVisible();
    await expect(page.locator("[data-gated-content]")).toBeHidden();
  });

  test("before hydration an unlocked visitor sees the content and never the gate", async ({ page, consoleErrors }) => {
    consoleErrors.allow("net::ERR_FAILED");
    await unlock(page);
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");
    await expect(gateHeading(page)).toBeHidden();
  });

  test("a flag from another passcode does not unlock", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ key: "0123456789abcdef" })), GATE_STORAGE_KEY);
    await page.goto("/");
    await expect(gateHeading(page)).toBeVisible();
  });

  test("a corrupt flag keeps the gate closed without breaking the page", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), GATE_STORAGE_KEY);
    await page.goto("/");
    await expect(gateHeading(page)).toBeVisible();
    await passcodeField(page).fill(PASSCODE);
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Access Granted")).toBeVisible();
  });
});

test("the build never ships the passcode itself", async () => {
  const root = join(process.cwd(), "out");
  const needle = PASSCODE.toLowerCase();
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(html|js|txt|json|css)$/.test(name) && readFileSync(path, "utf8").toLowerCase().includes(needle)) offenders.push(path);
    }
  };
  walk(root);
  expect(offenders).toEqual([]);
});
