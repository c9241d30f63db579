import { buildContractPdf } from "@/lib/deals/packets/contract-pdf";
import { nodePdfOptions } from "@/lib/deals/packets/node-pdf-options";
import { forgedSample } from "@/lib/deals/signing/testing";
import { signUp, type NewAccount } from "./helpers/accounts";
import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { tabAndPress, tabAndType } from "./helpers/keyboard";
import { checkOf, otherBrowser, signWithCapacity, verifyFile, type PdfFile } from "./helpers/verify";

test.describe.configure({ timeout: 180_000 });

const jordan: NewAccount = {
  firstName: "Jordan",
  lastName: "Blake",
  email: "jordan@collinsdune.example",
  phone: "305 555 0177",
  password: "countersigned in miami 2026",
};

const FINGERPRINT = /(?:[0-9A-F]{4} ){7}[0-9A-F]{4}/;

async function forgedPdf(): Promise<PdfFile> {
  const { contract } = await forgedSample({ buyer: "2026-11-20T09:00:00.000Z", seller: "2026-11-21T09:00:00.000Z" });
  const bytes = await buildContractPdf(contract, nodePdfOptions("2026-11-22T16:00:00.000Z"));
  return { name: "contract-0001-forged.pdf", mimeType: "application/pdf", buffer: Buffer.from(bytes) };
}

test("a key card exported from one account and added in another browser: the signature then says whose key it is @keyboard", async ({
  page,
  browser,
}, info) => {
  // Browser A: Jordan signs sample contract 2 for the seller, then exports the key card, keyboard only.
  await signUp(page, jordan);
  await gotoUnlocked(page, "/contracts/2/sign/");
  await signWithCapacity(page, "Seller", "Jordan Blake", "Trustee");
  await expect(checkOf(page, "Seller")).toContainText("Signed with your own key");
  const [pdfDownload] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  const signedPdf: PdfFile = { name: "contract-2.pdf", mimeType: "application/pdf", buffer: await downloadedBytes(pdfDownload) };

  await page.goto("/account/");
  await tabAndPress(page, page.getByRole("button", { name: "Show my signing key" }), "Enter", { max: 80 });
  const fingerprint = (await page.getByTestId("own-fingerprint").textContent()) ?? "";
  expect(fingerprint).toMatch(FINGERPRINT);
  await expect(page.getByRole("img", { name: "QR code of your key card link" })).toBeVisible();
  await expectNoAxeViolations(page);
  const [cardDownload] = await Promise.all([
    page.waitForEvent("download"),
    tabAndPress(page, page.getByRole("button", { name: "Download my key card" })),
  ]);
  expect(cardDownload.suggestedFilename()).toBe("key-card-jordan-blake.json");
  const card = JSON.parse((await downloadedBytes(cardDownload)).toString("utf8")) as Record<string, unknown>;
  expect(card).toMatchObject({ format: "aurum-residences/key-card", version: 1, name: "Jordan Blake", email: jordan.email, fingerprint });
  const link = await page.getByRole("textbox", { name: "Your key card link" }).inputValue();
  expect(link).toMatch(/\/key-card\/#card=[A-Za-z0-9_-]+$/);
  // Jordan's own card is refused in Jordan's own contacts.
  await page
    .getByLabel("Key card file")
    .setInputFiles({ name: "mine.json", mimeType: "application/json", buffer: await downloadedBytes(cardDownload) });
  await expect(page.getByRole("alert").filter({ hasText: "your own signing key" })).toContainText("Nothing was added.");

  // Browser B: before the card, the signature is made with a key B does not know.
  const other = await otherBrowser(browser, info);
  const b = other.page;
  await verifyFile(b, signedPdf);
  await expect(checkOf(b, "Seller")).toContainText(`Signed with a key you do not know. Compare its fingerprint, ${fingerprint}`);
  await expect(checkOf(b, "Seller")).not.toContainText("Valid");
  await expectNoAxeViolations(b);

  // B opens the link: the card is shown, checked, and added, keyboard only.
  await b.goto(link);
  await expect(b.getByRole("heading", { name: "Jordan Blake" })).toBeVisible();
  await expect(b.locator("#main")).toContainText(fingerprint);
  await expectNoAxeViolations(b);
  await tabAndPress(b, b.getByRole("button", { name: "Add to my contacts" }), "Enter", { max: 60 });
  await expect(b.getByRole("status").filter({ hasText: "Jordan Blake is in your contacts." })).toBeVisible();

  await verifyFile(b, signedPdf);
  await expect(checkOf(b, "Seller")).toContainText(/Signed with the key of Jordan Blake \(key card received by link on .+, not compared\)/);

  // On My activity: the contact, how it arrived; compared by keyboard; the same card again is refused.
  await b.goto("/account/");
  const contacts = b.getByRole("region", { name: /^Contacts/ });
  await expect(contacts.getByRole("listitem")).toContainText(/Key card received by link on .+; not compared/);
  await tabAndPress(b, contacts.getByRole("button", { name: "Mark as compared for Jordan Blake" }), "Enter", { max: 80 });
  await expect(contacts.getByRole("listitem")).toContainText(/compared on /);
  await tabAndType(b, b.getByLabel("Key card link", { exact: true }), link, link, { max: 80 });
  await tabAndPress(b, b.getByRole("button", { name: "Add from link" }));
  await expect(b.getByRole("alert").filter({ hasText: "already in your contacts, as Jordan Blake" })).toBeVisible();
  await expect(b.getByLabel("Key card link", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(b);

  await verifyFile(b, signedPdf);
  await expect(checkOf(b, "Seller")).toContainText(
    /Signed with the key of Jordan Blake \(key card received by link on .+, compared on .+\)/,
  );
  await other.close();
});

test("hostile key cards are refused with a reason, by link and by file, and nothing is added", async ({ page }) => {
  await gotoUnlocked(page, "/key-card/");
  await expect(page.getByText("This address holds no key card.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/key-card/#card=bm90IGEgY2FyZA");
  await expect(page.getByRole("alert").filter({ hasText: "This key card cannot be used" })).toContainText("not JSON");
  await expectNoAxeViolations(page);

  await page.goto("/account/");
  // The contacts list is read from the store once the page runs: only then does the file field listen.
  await expect(page.getByRole("region", { name: /^Contacts/ })).toContainText("No key cards yet.");
  const file = page.getByLabel("Key card file");
  await file.setInputFiles({
    name: "card.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"format":"aurum-residences/key-card"}'),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was added." })).toContainText("This key card cannot be used");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("region", { name: /^Contacts/ })).toContainText("No key cards yet.");
  await expectNoAxeViolations(page);
});

test("a forged packet (one key on both lines) shows unknown keys on /verify and is refused as a countersignature", async ({ page }) => {
  const forged = await forgedPdf();
  await gotoUnlocked(page, "/verify/");
  await page.getByLabel("Contract PDF").setInputFiles(forged);
  for (const party of ["Buyer", "Seller"] as const) {
    await expect(checkOf(page, party)).toContainText("Signed with a key you do not know");
    await expect(checkOf(page, party)).toContainText("Same key on both lines");
  }
  await expect(page.getByText("2 signatures do not check: see each signer below.")).toBeVisible();
  await expect(page.getByText("A file whose signatures do not all check cannot be added to your contracts.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/contracts/1/");
  await page.getByLabel("Import the other party's signed copy").setInputFiles(forged);
  await expect(page.locator("#main").getByRole("alert")).toContainText("one key cannot sign for both parties. Nothing was changed.");
  await expect(page.getByText("2 parties need to sign")).toBeVisible();
});
