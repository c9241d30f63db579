import { isoDateFromToday } from "./helpers/dates";
import { patientExpect as expect, expectNoAxeViolations, test, unlock } from "./helpers/fixtures";
import { fillLabelled } from "./helpers/forms";
import { actAs, BUYER, counter, expectAccountStage, makeOffer, SELLER_FACTS } from "./helpers/offers";
import { dialogOf, main, toasts } from "./helpers/page";

test.describe.configure({ timeout: 180_000 });

test("offer, counter as seller, counter back as buyer, accept: the contract is prefilled and its Timeline tells the thread", async ({
  page,
}) => {
  await unlock(page);
  const offerPage = await makeOffer(page);
  await expect(main(page).getByTestId("offer-turn")).toContainText("Waiting for the seller to answer");
  await expect(main(page).getByText("Version 1: offer by Julian Ashworth (buyer) (on the table)")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectAccountStage(page, "Offer made", offerPage);

  // The seller side, in this same browser.
  await actAs(page, "seller");
  await expect(main(page).getByTestId("offer-turn")).toHaveText("Your turn: answer as the seller.");
  await page.getByRole("button", { name: "Counter", exact: true }).click();
  await expect(dialogOf(page).getByLabel(/^Offer amount/)).toHaveValue("8250000");
  await expect(dialogOf(page).getByLabel(/^Deposit/)).toHaveValue("825000");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialogOf(page).getByRole("button", { name: "Cancel" }).click();
  const sellerClosing = isoDateFromToday(150);
  await counter(page, { "Offer amount": "$8,400,000", Deposit: "840,000", "Closing date": sellerClosing });
  await expect(main(page).getByText("offer amount $8,400,000 (was $8,250,000)")).toBeVisible();
  await expect(main(page).getByTestId("offer-turn")).toContainText("Waiting for the buyer to answer");
  await expectAccountStage(page, "Countered: the buyer's turn", `${offerPage}&as=seller`);

  // The buyer counters back.
  await actAs(page, "buyer");
  await counter(page, { "Offer amount": "$8,300,000", Deposit: "830,000", "Additional terms": "Furniture package conveys." });
  await expect(main(page).getByRole("heading", { level: 4, name: /^Version 3: counter-offer by Julian Ashworth \(buyer\)/ })).toBeVisible();
  await expect(main(page).getByText('additional terms now "Furniture package conveys."')).toBeVisible();

  // Everything survives a reload.
  await page.reload();
  await expect(main(page).getByRole("heading", { level: 3, name: /^Versions/ })).toContainText("(3)");
  await expectAccountStage(page, "Countered: the seller's turn", `${offerPage}&as=seller`);

  // The seller accepts: the dialog asks for what the contract needs, with errors beside the fields.
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole("button", { name: "Accept and create the contract" }).click();
  const sellerEmail = dialog.getByLabel(/^Seller's email/);
  await expect(sellerEmail).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Enter the seller's email address").last()).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await fillLabelled(dialog, SELLER_FACTS);
  await dialog.getByRole("button", { name: "Accept and create the contract" }).click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  // The contract opened with a full page load: the notice was carried to it, and shows there once.
  await expect(toasts(page).getByText("Offer accepted")).toBeVisible();
  await expect(toasts(page)).toContainText("Contract #000005 is prepared from the accepted terms");

  // The contract, prefilled from version 3.
  const panel = page.getByRole("tabpanel");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Aman Miami Beach");
  for (const text of ["$8,300,000", "$830,000", BUYER.name, BUYER.email, SELLER_FACTS["Seller's full name or company"]]) {
    await expect(panel).toContainText(text);
  }
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Details" }).click();
  for (const text of [SELLER_FACTS["Street address"], "Inspection within 10 days.", "Furniture package conveys.", "Marisol Vega"]) {
    await expect(page.getByRole("tabpanel")).toContainText(text);
  }
  await page.getByRole("tab", { name: "Timeline" }).click();
  const timeline = page.getByRole("tabpanel").getByRole("listitem");
  await expect(timeline.getByRole("heading")).toHaveText([
    "Offer submitted",
    "Counter-offer",
    "Counter-offer",
    "Offer accepted",
    "Contract created",
  ]);
  await expect(timeline.nth(1)).toContainText("Collins Dune Holdings LLC (seller) countered with $8,400,000");
  await expect(timeline.nth(2)).toContainText("Julian Ashworth (buyer) countered");
  await expect(timeline.nth(3)).toContainText("Collins Dune Holdings LLC (seller) accepted $8,300,000");
  await expect(timeline.first().locator("time")).toHaveText(/\d{4}/);
  await expectAccountStage(page, "Contract awaiting signatures");
  await expect(
    main(page).getByRole("article", { name: "Offer on Aman Miami Beach" }).getByRole("link", { name: "Open contract 000005" }),
  ).toBeVisible();

  // The offer page now leads to the contract.
  await page.goto(offerPage);
  await expect(main(page).getByRole("link", { name: "Open contract #000005" })).toBeVisible();
  await expect(main(page).getByText(/^Accepted by Collins Dune Holdings LLC \(seller\)/)).toBeVisible();
});

test("the offers list shows each side its offers, and an unknown offer says so", async ({ page }) => {
  await unlock(page);
  await makeOffer(page);
  await page.goto("/offers/");
  await expect(page.getByRole("heading", { level: 2, name: "Your offers" })).toBeVisible();
  await expect(main(page).getByRole("list", { name: "Offers" }).getByRole("listitem")).toHaveCount(1);
  await expect(main(page).getByRole("list", { name: "Offers" })).toContainText("Offer made");
  await expectNoAxeViolations(page);
  await actAs(page, "seller");
  await expect(page.getByRole("heading", { level: 2, name: "Offers to answer" })).toBeVisible();
  await expect(main(page).getByRole("listitem").filter({ hasText: "Aman Miami Beach" })).toContainText("Your turn");
  await main(page).getByRole("link", { name: "Offer on Aman Miami Beach" }).click();
  await expect(main(page).getByTestId("offer-turn")).toHaveText("Your turn: answer as the seller.");
  await page.goto("/offers/?id=no-such-offer");
  await expect(page.getByRole("heading", { level: 2, name: "Offer not found" })).toBeVisible();
});

test("an offer proposing a 5% deposit carries it through acceptance into the contract", async ({ page }) => {
  await unlock(page);
  const offerPage = await makeOffer(page, { deposit: "5%" });
  await expect(main(page)).toContainText("$412,500");
  await actAs(page, "seller");
  await page.getByRole("button", { name: "Counter", exact: true }).click();
  await expect(dialogOf(page).getByLabel(/^Deposit/)).toHaveValue("412500");
  await dialogOf(page).getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Accept", exact: true }).click();
  const dialog = dialogOf(page);
  await fillLabelled(dialog, SELLER_FACTS);
  await dialog.getByRole("button", { name: "Accept and create the contract" }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+\/$/);
  await expect(page.getByRole("tabpanel")).toContainText("$412,500");
  await expect(page.getByRole("tabpanel")).toContainText("$8,250,000");
  expect(offerPage).toMatch(/\/offers\/\?id=/);
});
