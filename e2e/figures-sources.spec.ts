// Every figure says where it comes from (issue 28, part 3): on each property page every facts part,
// cost line and calculator assumption shows a link to its source or the illustrative-sample mark;
// /sources lists every source with its dates; the currency switch dates its rates and links to them.
import type { Locator, Page } from "@playwright/test";
import { propertyPages } from "../lib/catalogue/properties";
import { sources } from "../lib/catalogue/sources";
import { exchangeRates } from "../lib/catalogue/exchange-rates";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { switchButton, switchPanel } from "./helpers/currency";

test.describe.configure({ timeout: 120_000 });

const MARKS = "[data-source-link], [data-illustrative-mark]";

/** Each element of `figures` shows a visible source link or the illustrative mark. */
async function expectEachSourced(figures: Locator, what: string) {
  const count = await figures.count();
  expect(count, what).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(figures.nth(index).locator(MARKS).first(), `${what} #${index + 1}`).toBeVisible();
  }
}

/** The source ids the page's links name, each of them in the list of sources. */
async function linkedSourceIds(page: Page): Promise<string[]> {
  return page.locator("[data-source-link]").evaluateAll((links) => links.map((link) => link.getAttribute("data-source-link") ?? ""));
}

test("every figure of every property page's facts and calculators names its source or is marked illustrative", async ({ page }) => {
  const known = new Set(sources.map((source) => source.id));
  for (const property of propertyPages) {
    await gotoUnlocked(page, `/${property.slug}/`);
    const facts = page.getByRole("region", { name: "Residence facts" });
    await expectEachSourced(facts.locator("[data-section-sources]"), `${property.slug}: facts parts`);
    await expectEachSourced(facts.locator("[data-figure]"), `${property.slug}: facts figures`);
    await expectEachSourced(page.locator("#monthly-cost [data-figure]"), `${property.slug}: monthly cost assumptions`);
    if ((await page.locator("#rental-yield").count()) > 0)
      await expectEachSourced(page.locator("#rental-yield [data-figure]"), `${property.slug}: yield assumptions`);
    for (const id of await linkedSourceIds(page)) expect(known, `${property.slug} links ${id}`).toContain(id);
  }
});

test("a Miami page shows the seller's stamp tax outside the buyer's total, and its service charge's source", async ({ page }) => {
  await gotoUnlocked(page, "/ritz-carlton-miami-beach/");
  const once = page.getByRole("table", { name: "Once, at purchase" });
  await expect(once.getByRole("row", { name: /documentary stamp tax/ })).toContainText("Seller.");
  await expect(once.getByRole("row", { name: /documentary stamp tax/ })).toContainText("Florida Department of Revenue");
  await expect(page.getByRole("table", { name: "Running costs" }).getByRole("row", { name: /Service charge/ })).toContainText(
    "MILLION Luxury, 2024",
  );
  await page
    .getByRole("row", { name: /Service charge/ })
    .getByRole("link", { name: "MILLION Luxury, 2024" })
    .click();
  await expect(page).toHaveURL(/\/sources\/#source-million-luxury-miami-hoa-fees-2024$/);
  await expect(page.locator("#source-million-luxury-miami-hoa-fees-2024")).toBeInViewport();
});

test("a Dubai page counts the 4% fee, the agency fee and its VAT on the buyer's side", async ({ page }) => {
  await gotoUnlocked(page, "/bulgari-dubai/");
  const once = page.getByRole("table", { name: "Once, at purchase" });
  for (const charge of [/Dubai Land Department transfer fee/, /Agency fee/, /VAT on the agency fee/])
    await expect(once.getByRole("row", { name: charge })).toContainText("Buyer");
});

test("/sources lists every source with its publisher and dates, and is axe clean", async ({ page }) => {
  await gotoUnlocked(page, "/sources/");
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
  const list = page.getByRole("list", { name: `${sources.length} sources` });
  await expect(list.getByRole("listitem")).toHaveCount(sources.length);
  for (const source of sources) {
    const entry = page.locator(`#source-${source.id}`);
    await expect(entry.getByRole("heading", { level: 2 })).toHaveText(`${source.publisher}: ${source.title}`);
    await expect(entry).toContainText(`Published${source.published}`, { useInnerText: false });
    await expect(entry).toContainText(`Compared with our notes${source.comparedWithNotes}`, { useInnerText: false });
  }
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Sources" })).toHaveAttribute("href", /\/sources\/?$/);
  await expectNoAxeViolations(page);
});

test("the currency switch says the day the rates were taken and links to their sources", async ({ page }) => {
  expect(exchangeRates.date).toBe("2025-11-20");
  await gotoUnlocked(page, "/aman-miami-beach/");
  await switchButton(page).click();
  const panel = switchPanel(page);
  await expect(panel).toContainText("Indicative rates of 2025-11-20");
  await panel.getByRole("link", { name: "Where the rates come from" }).click();
  await expect(page).toHaveURL(/\/sources\/#source-indicative-rates-2025-11$/);
  await expect(page.locator("#source-indicative-rates-2025-11")).toContainText("2025-11-20");
});
