// Helpers of e2e/deal-room.spec.ts: the contract page's Deal room tab, its items and files to attach.
import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { patientExpect as expect } from "./fixtures";
import { main } from "./page";

export type RoomFile = { name: string; mimeType: string; buffer: Buffer };

/** A small PDF whose bytes (and so fingerprint) depend on `text`. */
export const roomPdf = (name: string, text: string): RoomFile => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});

/** SHA-256 as the room shows it: upper-case groups of four. */
export const shownFingerprint = (file: RoomFile) =>
  (createHash("sha256").update(file.buffer).digest("hex").toUpperCase().match(/.{4}/g) ?? []).join(" ");

/** Opens the Deal room tab of the contract page at `path`. */
export async function openDealRoom(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole("tab", { name: "Deal room" }).click();
  await expect(main(page).getByRole("heading", { name: "Deal room", level: 3 })).toBeVisible();
}

export const roomItem = (page: Page, id: string): Locator => page.getByTestId(`room-item-${id}`);

/** Attaches `file` to the item through its labelled file input and waits for it to be listed. */
export async function attach(page: Page, id: string, file: RoomFile): Promise<void> {
  await roomItem(page, id).locator('input[type="file"]').setInputFiles(file);
  await expect(roomItem(page, id).getByTestId("fingerprint").first()).toHaveText(shownFingerprint(file));
}
