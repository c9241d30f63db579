import { createContract, newContract } from "./helpers/contracts";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { checkOf, otherBrowser, sendToOtherParty, signWithCapacity, verifyFile } from "./helpers/verify";

test.describe.configure({ timeout: 180_000 });

test("a returned packet whose new signature was made with the buyer's key is refused, and nothing changes", async ({
  page,
  browser,
}, info) => {
  // Browser A signs for the buyer, sends the PDF, then (one browser, one key) signs for the seller too.
  await gotoUnlocked(page, "/contracts/");
  await (await createContract(page)).click();
  await page.getByRole("link", { name: "Sign Now" }).click();
  await signWithCapacity(page, "Buyer", newContract.buyerName);
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  const buyerSigned = await sendToOtherParty(page);
  await page.getByRole("link", { name: "Sign Contract" }).click();
  await signWithCapacity(page, "Seller", "Someone Else");
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(page.getByRole("tabpanel")).toContainText("In Review");
  const sameKey = await sendToOtherParty(page);

  // Browser B keeps the buyer-signed copy; the "countersigned" one carries the buyer's key on the seller's line.
  const party = await otherBrowser(browser, info);
  const other = party.page;
  await verifyFile(other, buyerSigned);
  await other.getByRole("button", { name: "Add to my contracts" }).click();
  await other.getByRole("link", { name: "Open contract 5" }).click();
  await expect(other.getByText("1 party needs to sign")).toBeVisible();
  await other.getByLabel("Import the other party's signed copy").setInputFiles(sameKey);
  await expect(other.locator("#main").getByRole("alert")).toContainText(
    "Not imported: The seller's signature in this file was made with the buyer's key: one key cannot sign for both parties. Nothing was changed.",
  );
  await expect(other.getByText("1 party needs to sign")).toBeVisible();
  await expect(checkOf(other, "Seller")).toHaveCount(0);
  await expectNoAxeViolations(other);

  // On /verify each signature checks on its own, but one key signed both lines: both say so, and the file cannot be added.
  await verifyFile(other, sameKey);
  await expect(checkOf(other, "Buyer")).toContainText("Same key on both lines");
  await expect(checkOf(other, "Seller")).toContainText("one key cannot sign for both parties");
  await expect(other.getByText("A file whose signatures do not all check cannot be added to your contracts.")).toBeVisible();
  await party.close();
});
