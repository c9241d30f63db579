import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import type { Page } from "@playwright/test";

// Issue 7.5: a render error inside a page shows the calm recovery screen (app/error.tsx through
// components/errors/error-screen.tsx), the header stays, "Try again" re-renders the page, and
// "Return to Home" leaves. The error is forced from the test, so nothing in out/ can trigger it:
// every Intl.NumberFormat the page creates (lib/money.ts makes its formatters when it loads) gets a
// format() that throws while window.__breakRender is set.
const FORCED = "forced render error (e2e)";

declare global {
  interface Window {
    __breakRender?: boolean;
  }
}

async function armRenderError(page: Page) {
  await page.addInitScript((message) => {
    const Real = Intl.NumberFormat;
    function Breakable(this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      const real = new Real(...args);
      return new Proxy(real, {
        get(target, key) {
          if (key === "format") {
            return (value: number | bigint) => {
              if (window.__breakRender) throw new Error(message);
              return target.format(value);
            };
          }
          const member = Reflect.get(target, key, target) as unknown;
          return typeof member === "function" ? (member as (...a: unknown[]) => unknown).bind(target) : member;
        },
      });
    }
    Object.setPrototypeOf(Breakable, Real);
    Intl.NumberFormat = Breakable as unknown as typeof Intl.NumberFormat;
  }, FORCED);
}

async function breakTransactionsPage(page: Page) {
  await armRenderError(page);
  await gotoUnlocked(page, "/transactions/");
  await expect(page.locator("dt", { hasText: "Total in Escrow" }).locator("xpath=following-sibling::dd[1]")).toHaveText(/^\$/);
  await page.evaluate(() => {
    window.__breakRender = true;
  });
  // Switching the status tab re-renders the totals, whose formatter now throws.
  await page.getByRole("tab", { name: "Pending" }).click();
}

test.describe("the route error boundary", () => {
  test("a page that throws while rendering shows the recovery screen, and Try again brings it back", async ({ page, consoleErrors }) => {
    consoleErrors.allow(FORCED);
    await breakTransactionsPage(page);

    const screen = page.getByRole("alert").filter({ hasText: "This page could not be shown" });
    await expect(screen.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeVisible();
    await expect(screen).toContainText("Everything you have saved on this device is safe.");
    await expect(page.getByRole("heading", { name: "Transaction Management" })).toHaveCount(0);
    // The boundary sits below the root layout: the header and its navigation stay usable.
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /Aurum Residences/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.evaluate(() => {
      window.__breakRender = false;
    });
    await screen.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Transaction Management" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "This page could not be shown" })).toHaveCount(0);
  });

  test("Return to Home leaves the broken page for the home page", async ({ page, consoleErrors }) => {
    consoleErrors.allow(FORCED);
    await breakTransactionsPage(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "This page could not be shown" })).toHaveCount(0);
  });
});
