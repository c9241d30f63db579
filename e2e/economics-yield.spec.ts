// Issue 16, part 2: the rental-programme yield simulator on a property page. Every figure checked
// is worked out here with lib/economics from the sample data, as the page works it out.
import type { Locator, Page } from "@playwright/test";
import { simulateRentalYield } from "../lib/economics/maths/rental-yield";
import { projectRentalYield } from "../lib/economics/maths/yield-projection";
import { formatShare } from "../lib/facts/describe";
import { formatMoney } from "../lib/money";
import type { YieldValues } from "../lib/schemas/rental-yield";
import { basisOf, calculatorReady, programmeOf } from "./helpers/economics";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";

const SLUG = "aman-miami-beach";
const { defaults } = programmeOf(SLUG);

function simulate(values: Partial<YieldValues>, unitId: string | null = null) {
  return simulateRentalYield(basisOf(SLUG, unitId), { ...defaults, ...values });
}

const simulator = (page: Page) => page.getByRole("region", { name: "Rental programme: estimate the yield" });
const headline = (section: Locator, term: string) =>
  section.getByTestId("yield-headline").getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");
const field = (section: Locator, name: string) => section.getByRole("textbox", { name, exact: true });

test.describe("the rental-programme yield simulator", () => {
  test("starts from the building's programme, shows break-even, and the net yield moves with occupancy", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/#rental-yield`);
    const section = simulator(page);
    await expect(section.getByText("Illustrative figures:")).toBeVisible();
    await expect(field(section, "Occupancy (%)")).toHaveValue(String(defaults.occupancyBps / 100));
    const start = simulate({});
    await expect(headline(section, "Net yield")).toHaveText(formatShare(start.netYieldBps), { useInnerText: true });
    await expect(headline(section, "Net income a year")).toHaveText(formatMoney(start.netIncome), { useInnerText: true });
    if (!start.breakEven.reachable) throw new Error("Aman's sample programme breaks even");
    await expect(headline(section, "Break-even occupancy")).toHaveText(formatShare(start.breakEven.occupancyBps), { useInnerText: true });

    for (const occupancy of [80, 20]) {
      await field(section, "Occupancy (%)").fill(String(occupancy));
      const moved = simulate({ occupancyBps: occupancy * 100 });
      await expect(headline(section, "Net yield")).toHaveText(formatShare(moved.netYieldBps), { useInnerText: true });
      expect(moved.netYieldBps).not.toBe(start.netYieldBps);
    }
    expect(simulate({ occupancyBps: 8_000 }).netYieldBps).toBeGreaterThan(simulate({ occupancyBps: 2_000 }).netYieldBps);
    await expect(page).toHaveURL(/\?occupancy=20#rental-yield$/);

    // The projection: a chart summed up for screen readers and the table of every year.
    const years = projectRentalYield(basisOf(SLUG), { ...defaults, occupancyBps: 2_000 });
    const last = years.at(-1);
    if (!last) throw new Error("A projection has years");
    await expect(section.getByRole("img", { name: /^Bar and line chart of the 10-year projection/ })).toHaveAttribute(
      "aria-label",
      last.cumulativeNetIncome < 0
        ? /a loss in (every year|\d+ of the years); every figure is in the table below\.$/
        : /in the table below\.$/,
    );
    const table = section.getByRole("table", { name: "The projection, year by year" });
    await expect(table.locator("tbody tr")).toHaveCount(10);
    await expect(table.locator("tbody tr").last()).toContainText(formatMoney(last.cumulativeNetIncome), { useInnerText: true });
    await expectNoAxeViolations(page);
  });

  test("owner-use nights above the year's nights are refused beside the field, in the maths' words", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/#rental-yield`);
    const section = simulator(page);
    const nights = field(section, "Owner-use nights (a year)");
    await nights.fill("366");
    await expect(nights).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText("Enter owner-use nights from 0 to 365, the nights in a year")).toBeVisible();
    await expect(headline(section, "Net yield")).toHaveText(formatShare(simulate({}).netYieldBps), { useInnerText: true });
    await nights.fill("60");
    await expect(nights).toHaveAttribute("aria-invalid", "false");
    await expect(headline(section, "Net yield")).toHaveText(formatShare(simulate({ ownerUseNights: 60 }).netYieldBps), {
      useInnerText: true,
    });
    await expectNoAxeViolations(page);
  });

  test("a shared link restores its terms and figures in a fresh page, for the estimate's residence", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoUnlocked(page, `/${SLUG}/?unit=aman-ocean-residence-8b&nightly=4100&occupancy=72.5&growth=2&appreciation=-1#rental-yield`);
    const section = simulator(page);
    await expect(field(section, "Nightly rate (US$)")).toHaveValue("4100");
    await expect(field(section, "Occupancy (%)")).toHaveValue("72.5");
    await expect(field(section, "Nightly rate growth (% a year)")).toHaveValue("2");
    await expect(field(section, "Change in value (% a year)")).toHaveValue("-1");
    await expect(section).toContainText("For Residence 8B at $18,400,000 and 3,800 sq ft", { useInnerText: true });
    const shared = simulate(
      { nightlyRateCents: 4_100_00, occupancyBps: 7_250, rateGrowthBps: 200, appreciationBps: -100 },
      "aman-ocean-residence-8b",
    );
    await expect(headline(section, "Net income a year")).toHaveText(formatMoney(shared.netIncome), { useInnerText: true });
    await context.close();
  });

  test("hostile values in the link fall back to the building's terms and say so", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/?owner-nights=400&nightly=1e309&share=%E2%80%8B55#rental-yield`);
    const section = simulator(page);
    const notice = section.getByRole("status").filter({ hasText: "Some values in this link could not be used" });
    // The simulator's code loads as it comes near the view; the notice is its reading of the link.
    await calculatorReady(section);
    await expect(notice).toContainText("Nightly rate: enter a nightly rate from $0.01 to $100,000.", { useInnerText: true });
    await expect(notice).toContainText("Owner-use nights: enter owner-use nights from 0 to 365, the nights in a year.", {
      useInnerText: true,
    });
    await expect(notice).toContainText("Owner's share of revenue: enter the owner's share from 0% to 100%.", { useInnerText: true });
    await expect(field(section, "Owner-use nights (a year)")).toHaveValue(String(defaults.ownerUseNights));
    await expect(headline(section, "Net yield")).toHaveText(formatShare(simulate({}).netYieldBps), { useInnerText: true });
    await expectNoAxeViolations(page);
  });

  test("Reset to defaults restores the building's terms and clears the simulator's parameters only", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/?down=40&occupancy=90&fees=10#rental-yield`);
    const section = simulator(page);
    await expect(field(section, "Operator fees, of the owner's share (%)")).toHaveValue("10");
    await section.getByRole("button", { name: "Reset to defaults" }).click();
    await expect(field(section, "Operator fees, of the owner's share (%)")).toHaveValue("0");
    await expect(headline(section, "Net yield")).toHaveText(formatShare(simulate({}).netYieldBps), { useInnerText: true });
    await expect(page).toHaveURL(/\?down=40#rental-yield$/);
  });

  test("works with the keyboard alone: typing and Tab through every term", async ({ page }) => {
    await gotoUnlocked(page, `/${SLUG}/#rental-yield`);
    const section = simulator(page);
    await calculatorReady(section);
    await field(section, "Nightly rate (US$)").focus();
    const typed: [string, string][] = [
      ["Nightly rate (US$)", "4000"],
      ["Occupancy (%)", "70"],
      ["Owner-use nights (a year)", "14"],
      ["Owner's share of revenue (%)", "55"],
      ["Operator fees, of the owner's share (%)", "5"],
      ["Nightly rate growth (% a year)", "2.5"],
      ["Change in value (% a year)", "-0.5"],
    ];
    for (const [name, text] of typed) {
      await expect(field(section, name)).toBeFocused();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
      await page.keyboard.press("Tab");
    }
    await expect(section.getByRole("button", { name: "Reset to defaults" })).toBeFocused();
    const values = { nightlyRateCents: 4_000_00, occupancyBps: 7_000, ownerUseNights: 14, ownerShareBps: 5_500, operatorFeeBps: 500 };
    await expect(headline(section, "Net yield")).toHaveText(
      formatShare(simulate({ ...values, rateGrowthBps: 250, appreciationBps: -50 }).netYieldBps),
      { useInnerText: true },
    );
    await expect(page).toHaveURL(/nightly=4000&occupancy=70&owner-nights=14&share=55&fees=5&growth=2.5&appreciation=-0.5#rental-yield$/);
  });
});
