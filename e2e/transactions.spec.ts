import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import type { Page } from "@playwright/test";
import { DATABASE_NAME } from "../lib/store";

test.describe.configure({ timeout: 90_000 });

// Each total is also written in every other currency, hidden unless chosen: what is on screen is its innerText.
const summary = (page: Page, label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
const panel = (page: Page) => page.getByRole("tabpanel");
const items = (page: Page) => panel(page).getByRole("listitem");

test("totals in escrow and completed (in millions) and the count of active transactions, from the records", async ({ page }) => {
  await gotoUnlocked(page, "/transactions/");
  await expect(page.getByRole("heading", { level: 1, name: "Transaction Management" })).toBeVisible();
  await expect(summary(page, "Total in Escrow")).toHaveText("$2.23M", { useInnerText: true });
  await expect(summary(page, "Total Completed")).toHaveText("$6.91M", { useInnerText: true });
  await expect(summary(page, "Active Transactions")).toHaveText("3");
  await expect(items(page)).toHaveCount(6);
  await expectNoAxeViolations(page);

  // A payment made elsewhere on the site lands in the same store and counts at once.
  await page.evaluate(
    (database) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(database);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction("transactions", "readwrite");
          tx.objectStore("transactions").put({
            id: "TXN-E2E9ZZ",
            contractId: "1",
            property: "Aman Miami Beach, Residence 3A",
            amountCents: 1_000_000_00,
            type: "Deposit",
            status: "escrow",
            date: "2026-11-22T10:00:00.000Z",
            buyer: "Eleanor Whitfield",
            seller: "Collins Dune Holdings LLC",
            method: "card",
            card: { brand: "visa", last4: "4242" },
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    DATABASE_NAME,
  );
  await page.reload();
  await expect(summary(page, "Total in Escrow")).toHaveText("$3.23M", { useInnerText: true });
  await expect(summary(page, "Active Transactions")).toHaveText("4");
  await expect(items(page)).toHaveCount(7);
  await expect(items(page).first()).toContainText("Card, Visa ending 4242");
});

test("tabs show each status; cards link to their contract; escrow items carry the escrow note", async ({ page }) => {
  await gotoUnlocked(page, "/transactions/");
  await page.getByRole("tab", { name: "Pending" }).click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toContainText("Pending Payment");
  await expect(items(page).first()).not.toContainText("Held in escrow");

  await page.getByRole("tab", { name: "In Escrow" }).click();
  await expect(items(page)).toHaveCount(2);
  for (const item of await items(page).all()) await expect(item).toContainText("Held in escrow until the contract completes");
  const aspen = panel(page).getByRole("link", { name: /St. Regis Aspen, Residence 312/ });
  await expect(aspen).toHaveAttribute("href", route("/contracts/2"));

  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(items(page)).toHaveCount(3);
  // The rental booking has no contract, so its card is not a link.
  await expect(items(page).filter({ hasText: "Lagoon Villa" }).getByRole("link")).toHaveCount(0);

  await page.getByRole("tab", { name: "All Transactions" }).click();
  await expect(items(page)).toHaveCount(6);
  await aspen.click();
  await expect(page).toHaveURL(/\/contracts\/2\/$/);
});

test("the information block is honest that payments are simulated", async ({ page }) => {
  await gotoUnlocked(page, "/transactions/");
  const info = page.getByRole("region", { name: "How payments work here" });
  for (const heading of ["Card payment processing", "Escrow protection", "Release on completion"]) {
    await expect(info.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(info).toContainText("No card is charged");
  await expect(info).toContainText("no money moves");
});
