// Deal messages between two browsers (deals-two-browsers.spec.ts): exporting this side's latest step on
// an offer's page, and opening or pasting a message on /offers.
import type { Page } from "@playwright/test";
import { verifyContract } from "@/lib/deals/signing/verify";
import { downloadedBytes } from "./files";
import { patientExpect as expect, expectNoAxeViolations } from "./fixtures";
import { dialogOf, main } from "./page";
import { packetOf } from "./verify";

/** "Export message" on the open offer page: the dialog checked with axe, resolving to the message link it shows. */
export async function exportMessageLink(page: Page): Promise<string> {
  await main(page).getByRole("button", { name: "Export message" }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Deal message to send" })).toBeVisible();
  await expect(dialog).toContainText("Nothing has been sent: send the file or the link yourself.");
  await expectNoAxeViolations(page);
  const link = await dialog.getByLabel("Message link").inputValue();
  expect(link).toMatch(/\/offers\/#message=[A-Za-z0-9_-]+$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  return link;
}

/** The address part of a message link, for another browser of the same site. */
export const pathOf = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};

/** Opens a message link; its import dialog shows what it is and who signed it, then imports it and opens the offer. */
export async function openAndImport(page: Page, link: string, signer: RegExp): Promise<void> {
  await page.goto(pathOf(link));
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "What this message is" })).toBeVisible();
  await expect(dialog.getByTestId("message-signer")).toHaveText(signer);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Import the message" }).click();
  await expect(page).toHaveURL(/\/offers\/\?id=/);
  await expect(page.getByRole("heading", { level: 2, name: "Offer on Aman Miami Beach" })).toBeVisible();
}

/** Opens a message link that must be refused: the dialog's alert gives the reason and says nothing changed. */
export async function openRefused(page: Page, link: string, reason: RegExp): Promise<void> {
  await page.goto(pathOf(link));
  const alert = dialogOf(page).getByRole("alert");
  await expect(alert).toContainText(reason);
  await expect(alert).toContainText("Nothing changed.");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialogOf(page)).toHaveCount(0);
}

/** The terms digest of the contract open on the page, from the PDF its "Download PDF" button makes. */
export async function contractDigest(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  const file = { name: download.suggestedFilename(), mimeType: "application/pdf", buffer: await downloadedBytes(download) };
  return (await verifyContract(await packetOf(file))).termsDigest;
}
