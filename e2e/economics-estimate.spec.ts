// Issue 16, part 1: the monthly cost of ownership on a property page. Every figure checked is
// worked out here with lib/economics from the sample data, as the page works it out.
import type { Locator, Page } from "@playwright/test";
import { ESTIMATE_DEFAULTS } from "../lib/schemas/economics-values";
import { estimateOwnershipCost } from "../lib/economics/maths/ownership-cost";
import { formatMoney } from "../lib/money";
import type { EstimateValues } from "../lib/schemas/ownership-estimate";
import { basisOf, calculatorReady, openWithCalculatorsHeld } from "./helpers/economics";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { choose, shownCurrencies } from "./helpers/currency";
import { pressArrow } from "./helpers/keyboard";

const SLUG = "aman-miami-beach";

function monthlyTotal(values: Partial<EstimateValues>, unitId: string | null = null): string {
  return formatMoney(estimateOwnershipCost(basisOf(SLUG, unitId), { ...ESTIMATE_DEFAULTS, ...values }).monthly.total);
}

const estimate = (page: Page) => page.getByRole("region", { name: "Estimate your monthly cost" });
const total = (section: Locator) => section.getByTestId("monthly-total");
const field = (section: Locator, name: string) => section.getByRole("textbox", { name, exact: true });

test.describe("the monthly cost estimate", () => {
  test("is in the page's HTML with the defaults, and changing the down payment changes the monthly total @phone", async ({ page }) => {
    const html = await (await page.request.get(`/${SLUG}/`)).text();
    expect(html).toContain("Estimate your monthly cost");
    expect(html).toContain(monthlyTotal({}));

    await gotoUnlocked(page, `/${SLUG}/#monthly-cost`);
    const section = estimate(page);
    await expect(section.getByText("Illustrative figures:")).toBeVisible();
    await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
    await expect(field(section, "Down payment (%)")).toHaveValue("30");

    await field(section, "Down payment (%)").fill("50");
    await expect(total(section)).toHaveText(`${monthlyTotal({ downPaymentBps: 5_000 })} a month`, { useInnerText: true });
    expect(monthlyTotal({ downPaymentBps: 5_000 })).not.toBe(monthlyTotal({}));
    await expect(page).toHaveURL(/\?down=50#monthly-cost$/);

    // The chart sums itself up for screen readers in shares (the same in every currency); the
    // table beside it holds each line's figures.
    const chart = section.getByRole("img", { name: /^Ring chart of the monthly cost/ });
    await expect(chart).toHaveAttribute(
      "aria-label",
      /^Ring chart of the monthly cost, line by line: Mortgage payment \d+%, Property tax \d+%, .*; the figures are in the table beside it\.$/,
    );
    const table = section.getByRole("table", { name: "The monthly cost, line by line" });
    await expect(table.locator("tbody tr")).toHaveCount(6);
    await expect(table.locator("tfoot")).toContainText(monthlyTotal({ downPaymentBps: 5_000 }), { useInnerText: true });
    await expectNoAxeViolations(page);
  });

  test("a shared link restores its inputs and figures in a fresh page, cash included", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoUnlocked(page, `/${SLUG}/?down=25&rate=5.75&term=15#monthly-cost`);
    const section = estimate(page);
    await expect(field(section, "Down payment (%)")).toHaveValue("25");
    await expect(field(section, "Interest rate (% a year)")).toHaveValue("5.75");
    await expect(field(section, "Term (years)")).toHaveValue("15");
    await expect(total(section)).toHaveText(`${monthlyTotal({ downPaymentBps: 2_500, annualRateBps: 575, termYears: 15 })} a month`, {
      useInnerText: true,
    });

    await gotoUnlocked(page, `/${SLUG}/?financing=cash`);
    await expect(section.getByRole("radio", { name: /^Cash/ })).toBeChecked();
    await expect(field(section, "Down payment (%)")).toHaveCount(0);
    await expect(total(section)).toHaveText(`${monthlyTotal({ financing: "cash" })} a month`, { useInnerText: true });
    await expect(section).toContainText("Paid in cash: no mortgage payment.", { useInnerText: true });
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("an address with an estimate never shows the default figures first", async ({ page }) => {
    const release = await openWithCalculatorsHeld(page, `/${SLUG}/?down=60#monthly-cost`);
    const section = estimate(page);
    await expect(section.getByText("Reading the estimate in the link…")).toBeVisible();
    await expect(total(section)).toBeHidden();
    release();
    await expect(total(section)).toHaveText(`${monthlyTotal({ downPaymentBps: 6_000 })} a month`, { useInnerText: true });
    await expect(section.getByText("Reading the estimate in the link…")).toBeHidden();
  });

  test("values typed before the calculator's code arrives are kept, counted or named", async ({ page }) => {
    const release = await openWithCalculatorsHeld(page, `/${SLUG}/`);
    const section = estimate(page);
    await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
    await field(section, "Down payment (%)").fill("40");
    await field(section, "Term (years)").fill("45");
    release();
    await expect(total(section)).toHaveText(`${monthlyTotal({ downPaymentBps: 4_000 })} a month`, { useInnerText: true });
    await expect(field(section, "Down payment (%)")).toHaveValue("40");
    await expect(page).toHaveURL(/\?down=40$/);
    // What it cannot use is kept as typed and named beside its field.
    await expect(field(section, "Term (years)")).toHaveValue("45");
    await expect(field(section, "Term (years)")).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText("Enter a term from 1 to 40 years")).toBeVisible();
  });

  test("a hostile or impossible value in the link falls back to its default and says so", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/?down=%3Cscript%3Ealert(1)%3C/script%3E&term=100&rate=1e309&unit=not-a-unit#monthly-cost`);
    const section = estimate(page);
    const notice = section.getByRole("status").filter({ hasText: "Some values in this link could not be used" });
    await expect(notice).toContainText("Residence: it is not one of this building's, so the estimate is for the starting residence.", {
      useInnerText: true,
    });
    await expect(notice).toContainText("Down payment: enter a down payment from 0% to 100%.", { useInnerText: true });
    await expect(notice).toContainText("Interest rate: enter an interest rate from 0% to 25%.", { useInnerText: true });
    await expect(notice).toContainText("Term: enter a term from 1 to 40 years.", { useInnerText: true });
    await expect(field(section, "Down payment (%)")).toHaveValue("30");
    await expect(field(section, "Term (years)")).toHaveValue("30");
    await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
    await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a typed value the estimate cannot use is named beside its field, and the figures keep the last good one", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/#monthly-cost`);
    const section = estimate(page);
    const term = field(section, "Term (years)");
    await term.fill("45");
    await expect(term).toHaveAttribute("aria-invalid", "true");
    const message = section.getByText("Enter a term from 1 to 40 years");
    await expect(message).toBeVisible();
    await expect(term).toHaveAttribute(
      "aria-describedby",
      (await message.locator("xpath=ancestor-or-self::p[1]").getAttribute("id")) ?? "",
    );
    await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
    await expectNoAxeViolations(page);
  });

  test("Reset to defaults restores the defaults and clears the address", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/?financing=cash&unit=aman-penthouse-12#monthly-cost`);
    const section = estimate(page);
    await expect(total(section)).toHaveText(`${monthlyTotal({ financing: "cash" }, "aman-penthouse-12")} a month`, { useInnerText: true });
    await section.getByRole("button", { name: "Reset to defaults" }).click();
    await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
    await expect(section.getByRole("radio", { name: /^Mortgage/ })).toBeChecked();
    await expect(section.getByRole("combobox", { name: "Residence" })).toHaveValue("starting");
    await expect(section.getByRole("status").filter({ hasText: "The estimate is back to its defaults." })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  });

  test("works with the keyboard alone: arrow keys, typing and Tab", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/#monthly-cost`);
    const section = estimate(page);
    await calculatorReady(section);
    const residence = section.getByRole("combobox", { name: "Residence" });
    await residence.focus();
    await page.keyboard.press("ArrowDown");
    await expect(residence).toHaveValue("aman-dune-residence-3a");
    await page.keyboard.press("Tab");
    await expect(section.getByRole("radio", { name: /^Mortgage/ })).toBeFocused();
    await pressArrow(page, "ArrowRight");
    await expect(section.getByRole("radio", { name: /^Cash/ })).toBeChecked();
    await expect(total(section)).toHaveText(`${monthlyTotal({ financing: "cash" }, "aman-dune-residence-3a")} a month`, {
      useInnerText: true,
    });
    await pressArrow(page, "ArrowLeft");
    await expect(section.getByRole("radio", { name: /^Mortgage/ })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(field(section, "Down payment (%)")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("35");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("7");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("25");
    const expected = monthlyTotal({ downPaymentBps: 3_500, annualRateBps: 700, termYears: 25 }, "aman-dune-residence-3a");
    await expect(total(section)).toHaveText(`${expected} a month`, { useInnerText: true });
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: "Reset to defaults" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
  });

  test("a unit's link on /residences opens its building's estimate with that unit", async ({ page }) => {
    await gotoUnlocked(page, "/residences/");
    await page.getByRole("link", { name: "Estimate monthly cost: Penthouse 12, Aman Miami Beach" }).click();
    await expect(page).toHaveURL(/\/aman-miami-beach\/\?unit=aman-penthouse-12#monthly-cost$/);
    const section = estimate(page);
    await expect(section.getByRole("combobox", { name: "Residence" })).toHaveValue("aman-penthouse-12");
    await expect(section).toContainText("for Penthouse 12 at $21,500,000 and 4,200 sq ft", { useInnerText: true });
    await expect(total(section)).toHaveText(`${monthlyTotal({}, "aman-penthouse-12")} a month`, { useInnerText: true });
    await expectNoAxeViolations(page);
  });

  test("a building without a rental programme has no FF&E reserve and no yield simulator", async ({ page }) => {
    await gotoUnlocked(page, "/edition-west-hollywood/#monthly-cost");
    const section = estimate(page);
    const table = section.getByRole("table", { name: "The monthly cost, line by line" });
    await expect(table.getByRole("row", { name: /Furniture and fittings reserve/ })).toContainText("$0", { useInnerText: true });
    await expect(section).toContainText("No furniture and fittings (FF&E) reserve: the building has no rental programme.", {
      useInnerText: true,
    });
    await expect(page.getByRole("region", { name: "Rental programme: estimate the yield" })).toHaveCount(0);
  });
});

test("the estimate and the simulator follow the header's currency and area unit, charts included", async ({ page }) => {
  await gotoUnlocked(page, "/aman-miami-beach/#monthly-cost");
  const section = estimate(page);
  await expect(total(section)).toHaveText(`${monthlyTotal({})} a month`, { useInnerText: true });
  await choose(page, { currency: "EUR", area: "m²" });
  await expect(total(section)).toHaveText(/^≈ €[\d,.]+ a month$/, { useInnerText: true });
  await expect(section).toContainText(/at ≈ €[\d,]+ \(\s*converted from\s+USD\s8,500,000\) and 223 m²/, { useInnerText: true });
  const simulator = page.getByRole("region", { name: "Rental programme: estimate the yield" });
  await simulator.scrollIntoViewIfNeeded();
  await expect(simulator.getByRole("table", { name: "The projection, year by year" })).toContainText("≈ €", { useInnerText: true });
  expect(await shownCurrencies(page.locator("#main"))).toEqual(["EUR"]);
  await expectNoAxeViolations(page);
});
