// The currency and area switch (issue 15, part 4) on the other pages with prices: a property page,
// /residences, /transactions, and what is charged or offered in the listing's own currency.
import { choose, expectEurosOnly, shownCurrencies, storeChoice, switchButton } from "./helpers/currency";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { openDialog, payWithCard } from "./helpers/payments";

// The store opens and seeds IndexedDB on first use (/transactions); that can take a few seconds.
const slow = expect.configure({ timeout: 15_000 });

test("a property page: the starting price in EUR and the living area in m², kept after a reload", async ({ page }) => {
  await gotoUnlocked(page, "/aman-miami-beach/");
  const summary = page.getByRole("complementary", { name: "Starting From" });
  await expect(summary).toContainText("Living area2,400–4,200 sq ft");
  await choose(page, { currency: "EUR", area: "m²" });
  await expectEurosOnly(summary);
  await expect(summary.getByText("≈ €7,310,000")).toBeVisible();
  await expect(summary).toContainText(/≈ €7,310,000\s+converted from\s+USD\s8,500,000/, { useInnerText: true });
  await expect(summary.getByRole("definition").filter({ hasText: "223–390 m²" })).toBeVisible();
  await expect(summary.getByText("2,400–4,200 sq ft")).toBeHidden();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(summary.getByText("≈ €7,310,000")).toBeVisible();
  await expect(summary.getByRole("definition").filter({ hasText: "223–390 m²" })).toBeVisible();
  expect(await shownCurrencies(page.locator("#main"))).toEqual(["EUR"]);

  await choose(page, { area: "sq ft" });
  await expect(summary.getByRole("definition").filter({ hasText: "2,400–4,200 sq ft" })).toBeVisible();
});

test("/residences: every unit's price in EUR and its area in m², kept after a reload", async ({ page }) => {
  await gotoUnlocked(page, "/residences/");
  const cards = page.locator("#main").getByRole("article");
  await expect(cards).toHaveCount(16);
  await choose(page, { currency: "EUR", area: "m²" });
  await expectEurosOnly(cards);
  await expect(cards.getByText(/ sq ft$/).first()).toBeHidden();
  await expect(cards.first().getByText(/^\d[\d,]* m²$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(cards).toHaveCount(16); // the list arrives with its code after the reload
  await expectEurosOnly(cards);
});

test("/transactions: totals and every payment in EUR, kept after a reload", async ({ page }) => {
  await gotoUnlocked(page, "/transactions/");
  const total = page.locator("dt", { hasText: "Total in Escrow" }).locator("xpath=following-sibling::dd[1]");
  await slow(total).toHaveText("$2.23M", { useInnerText: true });
  await choose(page, { currency: "EUR" });
  await expect(total).toHaveText(/^≈ €1\.92M\s+converted from\s+USD\s2\.23M$/, { useInnerText: true });
  const payments = page.getByRole("tabpanel").getByRole("listitem");
  await slow(payments).toHaveCount(6);
  await expectEurosOnly(payments);
  await expectNoAxeViolations(page);

  await page.reload();
  await slow(payments).toHaveCount(6);
  await expectEurosOnly(payments);
  await expect(total).toHaveText(/^≈ €1\.92M/, { useInnerText: true });
});

test("a deposit is charged in US dollars, with what it comes to in EUR beside it", async ({ page }) => {
  await storeChoice(page, { currency: '"EUR"' });
  await gotoUnlocked(page, "/buy/");
  const dialog = await openDialog(page, payWithCard(page));
  await expect(dialog.getByTestId("amount-due")).toHaveText("$85,000");
  await expect(dialog.getByText("≈ €73,100 at the indicative rates of 2025-11-20; charged in USD.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pay $85,000" })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test("an offer is made in US dollars: the listed price stays in dollars, with EUR and m² beside it", async ({ page }) => {
  await storeChoice(page, { currency: '"EUR"', area: '"m2"' });
  await gotoReady(page, "/make-offer/?listing=aman-miami-beach");
  const header = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("$8,500,000")).toBeVisible();
  await expect(header.getByText("≈ €7,310,000")).toBeVisible();
  await expect(header.getByRole("list", { name: "Residence facts" }).getByRole("listitem")).toHaveText(["2 beds", "3 baths", "223 m²"], {
    useInnerText: true,
  });
  await expect(page.getByLabel(/^Offer amount/)).toHaveAccessibleDescription(/In US dollars \(USD\)/);
  await expect(switchButton(page)).toHaveAccessibleName("Currency and units: EUR · m²");
  await expectNoAxeViolations(page);
});
