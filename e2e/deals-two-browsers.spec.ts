import type { Page } from "@playwright/test";
import { contractDigest, exportMessageLink, openAndImport, openRefused, pathOf } from "./helpers/deal-messages";
import { isoDateFromToday } from "./helpers/dates";
import { patientExpect as expect, expectNoAxeViolations, test, unlock } from "./helpers/fixtures";
import { tabTo } from "./helpers/keyboard";
import { BUYER, counter, makeOffer, SELLER_FACTS } from "./helpers/offers";
import { fillLabelled } from "./helpers/forms";
import { dialogOf, main } from "./helpers/page";
import { savedSignIn } from "./helpers/signed-in";
import { checkOf, otherBrowser, sendToOtherParty, signWithCapacity } from "./helpers/verify";

// Issue 27 item 5: the buyer (Ada, browser A) and the seller (browser B) each use their own browser; every
// step travels as a signed deal message the person carries over as a link. Signing and checking keys are slow
// on a loaded machine.
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: savedSignIn("ada") });

/** /contracts lists the contract made from the offer (number 5, after the four samples): open it from there. */
async function openFromContractsList(page: Page) {
  await page.goto("/contracts/");
  const link = main(page).locator('a[href^="/contracts/5"]');
  await expect(link).toContainText("Aman Miami Beach");
  await link.click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
}

/** The key card link of the account signed in on the page (/account, "Show my signing key"). */
async function keyCardLink(page: Page): Promise<string> {
  await page.goto("/account/");
  await page.getByRole("button", { name: "Show my signing key" }).click();
  return page.getByRole("textbox", { name: "Your key card link" }).inputValue();
}

/** Opens another person's key card link and adds it to the contacts. */
async function addKeyCard(page: Page, link: string): Promise<void> {
  await page.goto(pathOf(link));
  await page.getByRole("button", { name: "Add to my contacts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is in your contacts." })).toBeVisible();
}

const UNKNOWN_KEY = /^Signed with a key you do not know\. Compare its fingerprint/;

test("an offer, a counter and an acceptance travel between two browsers as signed messages; both make the contract with one terms digest, sign it and see whose key signed", async ({
  page,
  browser,
}, info) => {
  await unlock(page);
  const offerPath = await makeOffer(page);
  const opening = await exportMessageLink(page);

  const seller = await otherBrowser(browser, info, { storageState: savedSignIn("seller") });
  const b = seller.page;
  await openAndImport(b, opening, UNKNOWN_KEY);
  await expect(b.getByTestId("offer-turn")).toHaveText("Your turn: answer as the seller.");
  await counter(b, { "Offer amount": "$8,400,000", Deposit: "840,000", "Closing date": isoDateFromToday(150) });
  const countered = await exportMessageLink(b);

  // The offer opened again in B is a replay: refused, and B's offer still stands at the counter.
  await openRefused(b, opening, /already here/);
  await b.goto(offerPath);
  await expect(b.getByRole("heading", { level: 3, name: "Versions (2)" })).toBeVisible();
  await expect(b.getByRole("heading", { level: 4, name: /^Version 2: counter-offer by the seller/ })).toBeVisible();
  await expect(b.getByTestId("offer-turn")).toContainText("Waiting for the buyer to answer in their own browser");

  // A third browser that never saw the offer refuses the counter as out of order, and keeps nothing.
  const third = await otherBrowser(browser, info);
  await openRefused(third.page, countered, /import version 1 first/);
  await expect(main(third.page).getByRole("heading", { name: "No offers yet" })).toBeVisible();
  await third.close();

  // A imports the counter with the keyboard alone: the import button, the pasted link, the check, the import.
  await page.goto("/offers/");
  await tabTo(page, main(page).getByRole("button", { name: "Import a deal message" }));
  await page.keyboard.press("Enter");
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Import a deal message" })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByLabel("Deal message link"));
  await page.keyboard.insertText(countered);
  await tabTo(page, dialog.getByRole("button", { name: "Check the message" }));
  await page.keyboard.press("Enter");
  await expect(dialog.getByTestId("message-signer")).toHaveText(UNKNOWN_KEY);
  await tabTo(page, dialog.getByRole("button", { name: "Import the message" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/offers\/\?id=/);
  await expect(page.getByTestId("offer-turn")).toHaveText("Your turn: answer as the buyer.");

  await page.getByRole("button", { name: "Accept", exact: true }).click();
  await fillLabelled(dialogOf(page), SELLER_FACTS);
  await dialogOf(page).getByRole("button", { name: "Accept and create the contract" }).click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await openFromContractsList(page);
  const digestA = await contractDigest(page);

  await page.goto(offerPath);
  const accepted = await exportMessageLink(page);
  await openAndImport(b, accepted, UNKNOWN_KEY);
  await openFromContractsList(b);
  expect(await contractDigest(b)).toBe(digestA);

  // Each signs and sends the PDF: the other's signature is made with a key they do not know, until they add the
  // other's key card.
  await page.goto("/contracts/5/sign/");
  await signWithCapacity(page, "Buyer", BUYER.name);
  const fromBuyer = await sendToOtherParty(page);
  await b.getByLabel("Import the other party's signed copy").setInputFiles(fromBuyer);
  await expect(checkOf(b, "Buyer")).toContainText("Signed with a key you do not know");
  await addKeyCard(b, await keyCardLink(page));
  await b.goto("/contracts/5/");
  await expect(checkOf(b, "Buyer")).toContainText(/Signed with the key of Ada Lovelace \(key card received by link on .+\)/);
  await b.goto("/contracts/5/sign/");
  await signWithCapacity(b, "Seller", SELLER_FACTS["Seller's full name or company"]);
  const fromSeller = await sendToOtherParty(b);

  await page.goto("/contracts/5/");
  await page.getByLabel("Import the other party's signed copy").setInputFiles(fromSeller);
  await expect(checkOf(page, "Seller")).toContainText("Signed with a key you do not know");
  await addKeyCard(page, await keyCardLink(b));
  await page.goto("/contracts/5/");
  await expect(checkOf(page, "Seller")).toContainText(/Signed with the key of Ada Lovelace \(key card received by link on .+\)/);
  await expect(checkOf(page, "Buyer")).toContainText("Signed with your own key");
  await seller.close();
});

test("a file that is not a deal message is refused with its reason in an alert, and nothing is kept", async ({ page }) => {
  await unlock(page);
  await page.goto("/offers/");
  await main(page).getByRole("button", { name: "Import a deal message" }).click();
  const dialog = dialogOf(page);
  const file = dialog.getByLabel("Deal message file");
  await file.setInputFiles({ name: "message.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
  await expect(dialog.getByRole("alert")).toHaveText("This is not a deal message: it is not JSON. Nothing changed.");
  await file.setInputFiles({
    name: "message.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"format":"aurum-residences/deal-message"}'),
  });
  await expect(dialog.getByRole("alert")).toContainText("This deal message cannot be used");
  await file.setInputFiles({ name: "big.json", mimeType: "application/json", buffer: Buffer.alloc(70_000, 32) });
  await expect(dialog.getByRole("alert")).toHaveText("This file is far larger than a deal message: it is not one. Nothing changed.");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(main(page).getByRole("heading", { name: "No offers yet" })).toBeVisible();
});
