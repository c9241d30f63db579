import { buildContractPdf } from "@/lib/deals/packets/contract-pdf";
import { editPacketText } from "@/lib/deals/packets/pdf-edit";
import { fullySignedSample } from "@/lib/deals/signing/testing";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { openHeld } from "./helpers/held-scripts";
import { checkOf, type PdfFile } from "./helpers/verify";
import { nodePdfOptions } from "@/lib/deals/packets/node-pdf-options";

test.describe.configure({ timeout: 90_000 });

const options = nodePdfOptions("2026-11-22T16:00:00.000Z");

async function signedPdf(edit?: (json: string) => string): Promise<PdfFile> {
  const { contract } = await fullySignedSample();
  const bytes = await buildContractPdf(contract, options);
  const buffer = Buffer.from(edit ? await editPacketText(bytes, edit) : bytes);
  return { name: "contract-0001-signed.pdf", mimeType: "application/pdf", buffer };
}

test("/verify: an empty page with a labelled file input, reachable from the footer, and no request leaves it", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Verify a Contract" }).click();
  await expect(page).toHaveURL(/\/verify\/$/);
  await expect(page).toHaveTitle(/Verify a Contract/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify a Contract" })).toBeVisible();
  await expect(page.getByLabel("Contract PDF")).toHaveAttribute("type", "file");
  await expect(page.getByText("It is read in this browser only: nothing is uploaded.")).toBeVisible();
  await expectNoAxeViolations(page);

  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(new URL(page.url()).origin)) requests.push(request.url());
  });
  await page.getByLabel("Contract PDF").setInputFiles(await signedPdf());
  await expect(
    page.getByText(
      "The terms are unchanged since each of the 2 keys signed them. Who holds each key is only what its key card says: see each signer below.",
    ),
  ).toBeVisible();
  expect(requests).toEqual([]);
});

test("a PDF whose amount was edited after signing says changed for every signer", async ({ page }) => {
  await gotoUnlocked(page, "/verify/");
  const tampered = await signedPdf((json) => json.replace('"amountCents":890000000,', '"amountCents":990000000,'));
  await page.getByLabel("Contract PDF").setInputFiles(tampered);
  await expect(page.getByText("2 signatures do not check: see each signer below.")).toBeVisible();
  for (const party of ["Buyer", "Seller"] as const) {
    await expect(checkOf(page, party)).toContainText("Changed");
    await expect(checkOf(page, party)).toContainText("the document changed after signing");
  }
  await expect(page.locator("#main")).toContainText("$9,900,000");
  await expect(page.getByText("A file whose signatures do not all check cannot be added to your contracts.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to my contracts" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a valid PDF: each signer, capacity and key fingerprint, the terms and their digest; axe clean with the result", async ({ page }) => {
  await gotoUnlocked(page, "/verify/");
  await page.getByLabel("Contract PDF").setInputFiles(await signedPdf());
  await expect(checkOf(page, "Seller")).toContainText("Terms unchanged since signed");
  await expect(checkOf(page, "Seller")).toContainText("Signed by Jordan Blake (Director, for Collins Dune Holdings LLC)");
  await expect(checkOf(page, "Buyer")).toContainText(/Key fingerprint (?:[0-9A-F]{4} ){7}[0-9A-F]{4}/);
  await expect(page.locator("#main")).toContainText(/Terms digest \(SHA-256\):\s*(?:[0-9A-F]{4} ){15}[0-9A-F]{4}/);
  await expect(page.locator("#main")).toContainText("$8,900,000");
  // The terms are shown once, in the signed-terms panel beside the result.
  await expect(page.locator("#main dt").filter({ hasText: /^Special terms$/ })).toHaveCount(1);
  // Sample 1 is in this browser already with the same terms: the file's signatures can be added to it.
  await expect(page.getByRole("heading", { name: "In your contracts as contract 1" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a PDF chosen before the page is ready is checked once it is: the choice is not lost", async ({ page }) => {
  const release = await openHeld(page, "/verify/");
  // The browser's own file input works before the page's code has run; its change reaches no handler yet.
  await page.getByLabel("Contract PDF").setInputFiles(await signedPdf());
  release();
  await expect(checkOf(page, "Seller")).toContainText("Terms unchanged since signed");
  await expect(page.getByRole("region", { name: "The signed terms in this file" })).toContainText("$8,900,000");
});

test("a file that is not a PDF, chosen or dropped, is refused with a clear reason", async ({ page }) => {
  await gotoUnlocked(page, "/verify/");
  await page.getByLabel("Contract PDF").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Not a contract") });
  await expect(page.locator("#main").getByRole("alert")).toContainText("notes.txt cannot be checked");
  await expect(page.locator("#main").getByRole("alert")).toContainText("This file is not a PDF.");
  await expectNoAxeViolations(page);

  // Dropped on the zone around the input.
  await page.getByText("Drop a contract PDF from this site here").evaluate((hint) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["%PDF-1.7\n%%EOF\n"], "empty.pdf", { type: "application/pdf" }));
    hint.parentElement?.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.locator("#main").getByRole("alert")).toContainText("empty.pdf cannot be checked");
  await expect(page.locator("#main").getByRole("alert")).toContainText(/could not be read|carries no contract/);
});
