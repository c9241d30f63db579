import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";

test("an unknown path shows the 404 page, logs the path and leads home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await gotoUnlocked(page, "/no-such-residence/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect.poll(() => logged.some((line) => line.includes("/no-such-residence/"))).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");
});

test("the 404 text is in the first paint, except at a contract's address, which the contract takes over", async ({
  page,
  consoleErrors,
}) => {
  // No script chunk loads: what shows is the page's HTML, its CSS and its inline scripts.
  consoleErrors.allow("net::ERR_FAILED");
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await gotoUnlocked(page, "/no-such-residence/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");

  // /contracts/77/ may be a contract created in this browser: the 404 text stays hidden there.
  await page.goto("/contracts/77/sign/");
  await expect(page.locator("[data-not-found]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  // Not a contract's address: painted at once.
  await page.goto("/contracts/77/edit/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("leaving a contract's address by a link takes its mark along, so a later 404 is visible", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/77/");
  // No contract 77 in this browser: the contract view says so.
  await expect(page.getByRole("heading", { level: 1, name: "Contract not found" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-contract-path", "");
  await page
    .getByRole("main")
    .getByRole("link", { name: /contracts/i })
    .click();
  await expect(page).toHaveURL(/\/contracts\/$/);
  await expect(page.locator("html")).not.toHaveAttribute("data-contract-path");
});
