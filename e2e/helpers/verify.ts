// Helpers of the verify-*.spec.ts specs: a second person's browser, signing with a capacity, and
// contract PDFs handed from one browser to the other as files.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { readContractPacket } from "@/lib/deals/packets/pdf-packet";
import { downloadedBytes } from "./files";
import { patientExpect as expect, unlock } from "./fixtures";

export type PdfFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Another person's browser (its own storage, so its own key; `storageState` a saved sign-in), past the gate. `close()` fails the
 * test on any console error or page error it saw, as the fixtures do for the first browser.
 */
export async function otherBrowser(browser: Browser, info: TestInfo, options: { storageState?: string } = {}) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: info.project.use.viewport ?? null,
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const errors: string[] = [];
  // A contract made in the browser opens through the static host's 404 page, which Chromium logs.
  const missingDocuments = new Set<string>();
  context.on("response", (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) missingDocuments.add(response.url());
  });
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    if (missingDocuments.has(message.location().url) && message.text().includes("status of 404")) return;
    errors.push(`console.error: ${message.text()}`);
  });
  context.on("weberror", (error) => errors.push(`pageerror: ${error.error().message}`));
  const page = await context.newPage();
  await unlock(page);
  return {
    page,
    async close() {
      await context.close();
      expect(errors, "errors in the other browser").toEqual([]);
    },
  };
}

/** Signs the open sign page as `party`, typing the name and, when given, the capacity. */
export async function signWithCapacity(page: Page, party: "Buyer" | "Seller", name: string, capacity = "") {
  await page.getByRole("radio", { name: new RegExp(`^${party}:`) }).check();
  await page.getByLabel("Full legal name").fill(name);
  if (capacity) await page.getByLabel("Capacity (optional)").fill(capacity);
  await page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }).check();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  // Signed, the page opens the contract (a full load for one made in the browser, which may take the toast with it).
  await expect(page).toHaveURL(/\/contracts\/[^/]+\/$/, { timeout: 20_000 });
}

/** "Send to the other party" on the open contract page: the PDF as a file to hand to another browser. */
export async function sendToOtherParty(page: Page): Promise<PdfFile> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Send to the other party" }).click(),
  ]);
  return { name: download.suggestedFilename(), mimeType: "application/pdf", buffer: await downloadedBytes(download) };
}

/** The contract a PDF carries, read in Node with the site's own reader. */
export async function packetOf(file: PdfFile) {
  const packet = await readContractPacket(new Uint8Array(file.buffer));
  if (!packet.ok) throw new Error(`not a packet: ${packet.reason}`);
  return packet.contract;
}

/** Opens /verify and gives it the file through its labelled file input. */
export async function verifyFile(page: Page, file: PdfFile) {
  await page.goto("/verify/");
  await page.getByLabel("Contract PDF").setInputFiles(file);
}

/** One signer's check on /verify or the contract page. */
export const checkOf = (page: Page, party: "Buyer" | "Seller") =>
  page
    .getByRole("list", { name: "Signature checks" })
    .getByRole("listitem")
    .filter({ hasText: new RegExp(`^${party}:`) });
