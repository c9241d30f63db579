import { fingerprintGroups } from "@/lib/files/fingerprint";
import { pdfPageLines } from "@/lib/deals/packets/pdf-page-text";
import { verifyContract } from "@/lib/deals/signing/verify";
import { createContract } from "./helpers/contracts";
import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { toasts } from "./helpers/page";
import { packetOf, signWithCapacity, verifyFile, type PdfFile } from "./helpers/verify";
import type { Page } from "@playwright/test";

test.describe.configure({ timeout: 120_000 });

const typed = {
  propertyName: "Łódź Tower, Residence 9",
  buyerName: "Łukasz Ődön",
  sellerName: "Γιώργος Παπαδόπουλος",
  specialTerms: "Ключи передаются при закрытии сделки.",
};

async function downloadPdf(page: Page): Promise<PdfFile> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  return { name: download.suggestedFilename(), mimeType: "application/pdf", buffer: await downloadedBytes(download) };
}

test("a contract with Polish, Hungarian, Greek and Cyrillic letters prints them as typed, with the digest and /verify on the audit page; /verify shows the signed terms", async ({
  page,
}, info) => {
  await gotoUnlocked(page, "/contracts/");
  await (await createContract(page, typed)).click();
  await page.getByRole("link", { name: "Sign Now" }).click();
  await signWithCapacity(page, "Buyer", typed.buyerName);
  const file = await downloadPdf(page);

  const pages = await pdfPageLines(new Uint8Array(file.buffer));
  const text = pages.flat().join("\n");
  for (const value of Object.values(typed)) expect(text).toContain(value);
  expect(text).not.toContain("Lukasz");
  // The audit certificate is the last part: it may run over more than one page (the deal room follows it).
  const audit = pages.flat().join(" ");
  const digest = (await verifyContract(await packetOf(file))).termsDigest;
  expect(audit).toContain(fingerprintGroups(digest));
  const verifyUrl = new URL("/verify/", info.project.use.baseURL).href;
  expect(audit).toContain(`Anyone can check this file at ${verifyUrl}: it checks the terms embedded in the file, not these printed pages.`);

  await verifyFile(page, file);
  const signedTerms = page.getByRole("region", { name: "The signed terms in this file" });
  await expect(signedTerms).toContainText("This check reads the embedded terms, not the printed pages");
  for (const value of Object.values(typed)) await expect(signedTerms).toContainText(value);
  await expect(signedTerms).toContainText("$7,500,000");
  await expect(signedTerms).toContainText(fingerprintGroups(digest));
  await expectNoAxeViolations(page);
});

test("a character the PDF's font cannot draw refuses the PDF, naming the character and where it is", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/");
  await (
    await createContract(page, { propertyName: "Sakura Residence 7", specialTerms: "The keys 🔑 are handed over at closing." })
  ).click();
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(toasts(page).getByText("PDF not downloaded")).toBeVisible();
  await expect(toasts(page)).toContainText(
    'The PDF was not made: "🔑" (U+1F511) in the special terms is not in the PDF\'s font, so it cannot be printed as typed.',
  );
  await expectNoAxeViolations(page);
});
