import { verifyContract } from "@/lib/deals/signing/verify";
import { createContract, newContract } from "./helpers/contracts";
import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { checkOf, otherBrowser, packetOf, sendToOtherParty, signWithCapacity, verifyFile } from "./helpers/verify";

test.describe.configure({ timeout: 180_000 });

test("two browsers exchange the PDF both ways: both signatures verified and the contract In Review in each", async ({
  page,
  browser,
}, info) => {
  // Browser A: the buyer writes the contract, signs it and sends the PDF.
  await gotoUnlocked(page, "/contracts/");
  await (await createContract(page)).click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await page.getByRole("link", { name: "Sign Now" }).click();
  await signWithCapacity(page, "Buyer", newContract.buyerName);
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(checkOf(page, "Buyer")).toContainText("Terms unchanged since signed");
  await expect(checkOf(page, "Buyer")).toContainText(/Key fingerprint (?:[0-9A-F]{4} ){7}[0-9A-F]{4}/);
  const toSeller = await sendToOtherParty(page);
  expect(toSeller.name).toMatch(/^contract-.*-for-the-seller-to-sign\.pdf$/);
  const sent = await packetOf(toSeller);
  expect(sent.ownerId).toBeUndefined();
  expect((await verifyContract(sent)).signatures.map((check) => check.status)).toEqual(["valid", "pending"]);

  // Browser B: the seller checks it on /verify, adds it, signs for the company and sends it back.
  const seller = await otherBrowser(browser, info);
  const other = seller.page;
  await verifyFile(other, toSeller);
  await expect(
    other.getByText(
      "The terms are unchanged since the key on the signed line signed them. Who holds that key is only what its key card says: see the signer below. One party has not signed yet.",
    ),
  ).toBeVisible();
  await expect(checkOf(other, "Buyer")).toContainText("Terms unchanged since signed");
  await expect(checkOf(other, "Seller")).toContainText("Pending");
  await expect(other.locator("#main")).toContainText(newContract.propertyAddress);
  await other.getByRole("button", { name: "Add to my contracts" }).click();
  await expect(other.getByRole("heading", { name: "Added to your contracts as contract 5" })).toBeVisible();
  await other.getByRole("link", { name: "Open contract 5" }).click();
  await expect(other.getByText("1 party needs to sign")).toBeVisible();
  await other.getByRole("link", { name: "Sign Now" }).click();
  await expect(other.getByRole("radio")).toHaveCount(1);
  await signWithCapacity(other, "Seller", "Jordan Blake", `Director, for ${newContract.sellerName}`);
  await expect(other.getByRole("tabpanel")).toContainText("In Review");
  const back = await sendToOtherParty(other);
  expect(back.name).toMatch(/-signed-by-all\.pdf$/);
  await seller.close();

  // Browser A imports the countersigned copy.
  await expect(page.getByText("1 party needs to sign")).toBeVisible();
  await page.getByLabel("Import the other party's signed copy").setInputFiles(back);
  await expect(page.getByText("Imported: the seller's signature checked and is recorded. Every party has signed")).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("In Review");
  await expect(checkOf(page, "Buyer")).toContainText("Terms unchanged since signed");
  await expect(checkOf(page, "Seller")).toContainText("Terms unchanged since signed");
  await expect(checkOf(page, "Seller")).toContainText(`Jordan Blake (Director, for ${newContract.sellerName})`);
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("added here from their signed PDF after checking it");

  // The final PDF checks on /verify, and its Download PDF carries the same proof.
  await verifyFile(page, back);
  await expect(
    page.getByText(
      "The terms are unchanged since each of the 2 keys signed them. Who holds each key is only what its key card says: see each signer below.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const final = await packetOf(back);
  expect((await verifyContract(final)).signatures.map((check) => check.status)).toEqual(["valid", "valid"]);
});

test("Download PDF carries the contract and its signatures, read back in Node", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/2/sign/");
  await signWithCapacity(page, "Seller", "Margaret Ellison", "Trustee");
  await expect(page).toHaveURL(/\/contracts\/2\/$/);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  const contract = await packetOf({
    name: download.suggestedFilename(),
    mimeType: "application/pdf",
    buffer: await downloadedBytes(download),
  });
  expect(contract.id).toBe("2");
  const seller = contract.signatures.find((line) => line.party === "seller");
  expect(seller).toMatchObject({ status: "signed", signedName: "Margaret Ellison", capacity: "Trustee" });
  // Sample 2's buyer signed before signatures carried a key.
  expect((await verifyContract(contract)).signatures.map((check) => check.status)).toEqual(["typed-only", "valid"]);
});
