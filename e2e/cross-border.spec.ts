// Issue 28, item 4: the cross-border cost of a purchase on a property page and in /compare. The
// figures checked are worked out here from the sample price, as the sheet works them out.
import type { Locator, Page } from "@playwright/test";
import { listingById } from "../lib/catalogue/listings";
import { residencesOfProject } from "../lib/catalogue/residences";
import { formatMoney } from "../lib/money";
import { shareOf } from "../lib/money-shares";
import { expect, expectNoAxeViolations, gotoUnlocked, test, unlock } from "./helpers/fixtures";
import { calculatorReady } from "./helpers/economics";
import { skipToContent, tabTo } from "./helpers/keyboard";

function priceOf(id: string): number {
  const listing = listingById(id);
  if (!listing) throw new Error(`No listing ${id}`);
  return listing.priceCents;
}

const DUBAI = "bulgari-dubai";
const MIAMI = "ritz-carlton-miami-beach";

const section = (page: Page) => page.getByRole("region", { name: "Cross-border costs" });
const opener = (page: Page) => section(page).getByRole("button", { name: /the cross-border costs/ });
const residenceSelect = (page: Page) => section(page).getByRole("combobox", { name: "Buyer's tax residence" });
const companyRadio = (page: Page) => section(page).getByRole("radio", { name: /Through a company/ });
// A line's text starts with its label ("Agency fee" is not "VAT on the agency fee").
const lineOf = (scope: Locator, label: string) =>
  scope.getByRole("listitem").filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });

/** The address's query as a person reads it (the sheet's writes escape the ids' colons and commas). */
const readableUrl = (page: Page) => decodeURIComponent(page.url());

async function expectChoiceKept(page: Page, residence: string, company: boolean) {
  await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
  await expect(residenceSelect(page)).toHaveValue(residence);
  if (company) await expect(companyRadio(page)).toBeChecked();
  else await expect(companyRadio(page)).not.toBeChecked();
}

test.describe("the cross-border sheet", () => {
  test("on a Dubai residence, by keyboard alone: opens, changes with the buyer's residence and a company purchase, and a reload and a shared link keep the choice", async ({
    page,
  }) => {
    test.slow(); // a long tab through the page, a reload, a second browser and two axe scans
    const price = priceOf(DUBAI);
    await gotoUnlocked(page, `/${DUBAI}/`);
    // What is not advice and the date the rules were checked come before the sheet, in the page's HTML.
    await expect(section(page)).toContainText("Not tax or legal advice.");
    await expect(section(page)).toContainText("Rules last compared with our research notes on their sources on Nov 29, 2026");

    await skipToContent(page);
    await tabTo(page, opener(page), { max: 200, checkEachStop: false });
    await page.keyboard.press("Enter");
    await expect(opener(page)).toHaveAttribute("aria-expanded", "true");
    const sheet = section(page);
    await expect(lineOf(sheet, "Dubai Land Department transfer fee")).toContainText(formatMoney(shareOf(price, 400)));
    await expect(lineOf(sheet, "Dubai Land Department transfer fee")).toContainText("Who pays: Buyer");
    await expect(lineOf(sheet, "Agency fee")).toContainText(formatMoney(shareOf(price, 200)));
    await expect(lineOf(sheet, "Agency fee")).toContainText("Illustrative");
    await expect(lineOf(sheet, "VAT on the agency fee")).toContainText(formatMoney(shareOf(shareOf(price, 200), 500)));
    await expect(lineOf(sheet, "UAE 10-year golden residence")).toContainText(
      "This price reaches the threshold of property worth AED 2,000,000",
    );
    await expect(lineOf(sheet, "UAE 10-year golden residence").getByRole("link", { name: /^Source: UAE Cabinet/ })).toHaveAttribute(
      "href",
      "/sources/#source-uae-golden-visa-property",
    );
    await expect(lineOf(sheet, "US tax on foreign income")).toBeVisible();
    await expect(lineOf(sheet, "UAE tax on rental income")).toContainText("None for an individual");

    // The buyer's residence: a UK resident.
    await tabTo(page, residenceSelect(page));
    await page.keyboard.press("ArrowDown");
    await expect(residenceSelect(page)).toHaveValue("gb");
    await expect(page).toHaveURL(/\?tax-residence=gb(#main)?$/);
    await expect(lineOf(sheet, "Tax in United Kingdom")).toContainText("UK residents pay UK tax on foreign rents");
    await expect(lineOf(sheet, "US tax on foreign income")).toHaveCount(0);

    // Through a company: corporate tax, and the golden residence's open question.
    await tabTo(page, section(page).getByRole("radio", { name: /Personally/ }));
    await page.keyboard.press("ArrowDown");
    await expect(companyRadio(page)).toBeChecked();
    await expect(page).toHaveURL(/\?tax-residence=gb&purchase=company(#main)?$/);
    await expect(lineOf(sheet, "UAE corporate tax on rental income")).toContainText("9% of its taxable income above AED 375,000");
    await expect(lineOf(sheet, "What does not count")).toContainText("whether a company's ownership counts");
    await expect(lineOf(sheet, "Tax in United Kingdom")).toContainText("Your company is taxed where it is resident");
    await expectNoAxeViolations(page);

    await page.reload();
    await expectChoiceKept(page, "gb", true);
    await expect(lineOf(section(page), "UAE corporate tax on rental income")).toBeVisible();

    const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const stranger = await other.newPage();
    await unlock(stranger);
    await stranger.goto(page.url());
    await expectChoiceKept(stranger, "gb", true);
    await expect(lineOf(section(stranger), "UAE corporate tax on rental income")).toBeVisible();
    await other.close();
  });

  test("on a Miami residence: FIRPTA for a foreign seller, none for a US person, and FinCEN's report for a company @phone", async ({
    page,
  }) => {
    const price = priceOf(MIAMI);
    await gotoUnlocked(page, `/${MIAMI}/?tax-residence=de`);
    const sheet = section(page);
    await expectChoiceKept(page, "de", false);
    await expect(lineOf(sheet, "Florida documentary stamp tax on the deed")).toContainText(formatMoney(Math.ceil(price / 100_00) * 60));
    await expect(lineOf(sheet, "Florida documentary stamp tax on the deed")).toContainText("Who pays: Seller");
    await expect(lineOf(sheet, "FIRPTA withholding")).toContainText(formatMoney(shareOf(price, 1_500)));
    await expect(lineOf(sheet, "US withholding on rental income")).toContainText("30% of the gross rents");
    await expect(lineOf(sheet, "US residence through the purchase")).toBeVisible();
    await expect(lineOf(sheet, "FinCEN report of all-cash purchases")).toContainText("Does not apply to a purchase in your own name");
    await expect(lineOf(sheet, "Costs of holding").getByRole("link", { name: "See the monthly cost estimate" })).toHaveAttribute(
      "href",
      "#monthly-cost",
    );

    await residenceSelect(page).selectOption("us");
    await expect(page).toHaveURL(new RegExp(`/${MIAMI}/$`));
    await expect(lineOf(sheet, "FIRPTA withholding")).toContainText("None for a US person");
    await expect(lineOf(sheet, "FIRPTA withholding")).not.toContainText(formatMoney(shareOf(price, 1_500)));
    await expect(lineOf(sheet, "US tax on rental income")).toBeVisible();

    await companyRadio(page).check();
    await expect(page).toHaveURL(/\?purchase=company$/);
    await expect(lineOf(sheet, "FinCEN report of all-cash purchases")).toContainText("Applies if your company or trust buys");
    await expect(lineOf(sheet, "FinCEN report: from when")).toContainText("1 March 2026, as published by FinCEN on 30 September 2025");
    await expectNoAxeViolations(page);
  });

  test("on a property page, the sheet costs the residence the estimate is for (?unit=) and follows a change of it", async ({ page }) => {
    test.slow(); // a long page, the sheet and the estimate both loaded
    const unit = residencesOfProject(MIAMI).find((residence) => residence.id === "ritz-carlton-lagoon-residence-2a");
    if (!unit) throw new Error("No Residence 2A at the Ritz-Carlton");
    const deedTax = (priceCents: number) => formatMoney(Math.ceil(priceCents / 100_00) * 60);
    await gotoUnlocked(page, `/${MIAMI}/?unit=${unit.id}&tax-residence=de`);
    const sheet = section(page);
    await expectChoiceKept(page, "de", false);
    await expect(sheet).toContainText(`(the price of ${unit.unit})`);
    await expect(lineOf(sheet, "Florida documentary stamp tax on the deed")).toContainText(deedTax(unit.priceCents));
    await expect(lineOf(sheet, "FIRPTA withholding")).toContainText(formatMoney(shareOf(unit.priceCents, 1_500)));

    // The estimate's residence changes the address's unit; the sheet follows it. The estimate's
    // code loads when wanted: the choice is made once it runs (a choice made before is another test's).
    await calculatorReady(page.getByRole("region", { name: "Estimate your monthly cost" }));
    await page.getByRole("combobox", { name: "Residence", exact: true }).selectOption("starting");
    await expect(page).not.toHaveURL(/unit=/);
    await expect(sheet).toContainText("(the starting price)");
    await expect(lineOf(sheet, "Florida documentary stamp tax on the deed")).toContainText(deedTax(priceOf(MIAMI)));
  });

  test("a link with a choice that is not one shows the default and says so", async ({ page }) => {
    test.slow(); // an axe scan of a long page, with the sheet open
    await gotoUnlocked(page, `/${MIAMI}/?tax-residence=atlantis`);
    await expectChoiceKept(page, "us", false);
    await expect(section(page).getByRole("status").filter({ hasText: "could not be used" })).toContainText("tax residence");
  });

  test("in /compare: a sheet per residence with one choice, kept when a residence is removed", async ({ page }) => {
    test.slow(); // two sheets and an axe scan
    const ids = `listing:${DUBAI},listing:${MIAMI}`;
    await gotoUnlocked(page, `/compare/?ids=${ids}&tax-residence=gb&purchase=company`);
    await expectChoiceKept(page, "gb", true);
    const dubai = section(page).getByRole("region", { name: "Bulgari Dubai" });
    const miami = section(page).getByRole("region", { name: "Ritz-Carlton Miami Beach" });
    await expect(lineOf(dubai, "UAE corporate tax on rental income")).toBeVisible();
    await expect(lineOf(miami, "FinCEN report of all-cash purchases")).toContainText("Applies");
    await expect(lineOf(miami, "FIRPTA withholding")).toContainText(formatMoney(shareOf(priceOf(MIAMI), 1_500)));
    await expectNoAxeViolations(page);

    await residenceSelect(page).selectOption("ae");
    await expect.poll(() => readableUrl(page)).toContain(`/compare/?ids=${ids}&tax-residence=ae&purchase=company`);
    await expect(lineOf(dubai, "Tax in United Arab Emirates")).toHaveCount(0);
    await expect(lineOf(miami, "Tax in United Arab Emirates")).toBeVisible();

    await page.getByRole("button", { name: `Remove ${"Ritz-Carlton Miami Beach"} from the comparison` }).click();
    await expect.poll(() => readableUrl(page)).toContain(`/compare/?ids=listing:${DUBAI}&tax-residence=ae&purchase=company`);
    await expect(lineOf(section(page), "Dubai Land Department transfer fee")).toBeVisible();
  });
});
