import { readContractPacket } from "@/lib/deals/packets/pdf-packet";
import { attach, openDealRoom, roomItem, roomPdf, shownFingerprint } from "./helpers/deal-room";
import { acceptOfferAsSeller, dealSteps, payDepositByCard, signBothParties } from "./helpers/escrow";
import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { tabTo } from "./helpers/keyboard";
import { dialogOf, main, toasts } from "./helpers/page";
import { otherBrowser, sendToOtherParty, signWithCapacity, verifyFile } from "./helpers/verify";

test.describe.configure({ timeout: 180_000 });

const licence = roomPdf("brand-licence.pdf", "licence v1");
const licenceV2 = roomPdf("brand-licence-v2.pdf", "licence v2");

test("an off-plan Florida contract gets its checklist; attach, replace (old kept), a hostile file refused, waive with a reason", async ({
  page,
}) => {
  await gotoUnlocked(page, "/contracts/1/");
  await openDealRoom(page, "/contracts/1/");
  const room = main(page).getByRole("tabpanel");
  await expect(room).toContainText("Aman Miami Beach: Off-plan, hotel-attached, with a rental programme, Florida");
  for (const title of [
    "Developer's prospectus and plans",
    "Deposit escrow agreement",
    "Structural integrity reserve study (SIRS)",
    "Rental programme terms",
    "Hotel shared-facilities agreement",
  ]) {
    await expect(room.getByRole("heading", { name: title })).toBeVisible();
  }
  // Resale-only and other markets' items are not in an off-plan Florida room.
  for (const title of ["Title commitment", "Milestone structural inspection", "Oqood registration"]) {
    await expect(room.getByRole("heading", { name: title })).toHaveCount(0);
  }
  await expect(page.getByTestId("room-progress")).toHaveText(/^0 of \d+ required received$/);
  await expectNoAxeViolations(page);

  await attach(page, "brand-licence", licence);
  await expect(roomItem(page, "brand-licence").getByTestId("room-item-state")).toHaveText("Received");
  await expect(page.getByTestId("room-progress")).toHaveText(/^1 of \d+ required received$/);

  await attach(page, "brand-licence", licenceV2);
  const item = roomItem(page, "brand-licence");
  await item.getByText("Older versions (1)").click();
  await expect(item).toContainText(shownFingerprint(licence));
  await expect(item.getByRole("button", { name: "Download brand-licence.pdf" })).toBeVisible();

  // A file that is not what its name says is refused with the reason; nothing changes.
  await roomItem(page, "fee-schedule")
    .locator('input[type="file"]')
    .setInputFiles({
      name: "fees.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
  await expect(roomItem(page, "fee-schedule").getByRole("alert")).toContainText("not a PDF, PNG or JPEG");
  await expect(roomItem(page, "fee-schedule").getByTestId("room-item-state")).toHaveText("Missing");

  // Waiving asks for a reason: refused blank, beside the field.
  await roomItem(page, "furniture-package").getByRole("button", { name: "Waive Furniture package inventory" }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole("button", { name: "Waive item" }).click();
  await expect(dialog.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("Enter why this item is waived");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByLabel("Reason").fill("Sold unfurnished");
  await dialog.getByRole("button", { name: "Waive item" }).click();
  await expect(roomItem(page, "furniture-package")).toContainText("Waived: Sold unfurnished");
  await roomItem(page, "furniture-package").getByText("History (1)").click();
  await expect(roomItem(page, "furniture-package")).toContainText("Waived: Sold unfurnished (Missing to Waived)");

  // Kept across a reload, and the PDF's packet and /verify list the room with the fingerprint.
  await page.reload();
  await page.getByRole("tab", { name: "Deal room" }).click();
  await expect(roomItem(page, "brand-licence").getByTestId("fingerprint").first()).toHaveText(shownFingerprint(licenceV2));
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
  const file = { name: download.suggestedFilename(), mimeType: "application/pdf", buffer: await downloadedBytes(download) };
  const packet = await readContractPacket(new Uint8Array(file.buffer));
  expect(packet.ok && packet.room?.find((entry) => entry.id === "brand-licence")).toMatchObject({
    state: "received",
    document: { name: "brand-licence-v2.pdf", size: licenceV2.buffer.length },
  });
  await verifyFile(page, file);
  const list = page.getByTestId("packet-room-list");
  await expect(list).toContainText("Brand licence and management agreement");
  await expect(list).toContainText(shownFingerprint(licenceV2));
  await expect(list).toContainText("Furniture package inventory");
  await expect(list).toContainText("Waived");
  await expectNoAxeViolations(page);
});

test("waiving an item with the keyboard only", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/1/");
  await openDealRoom(page, "/contracts/1/");
  await tabTo(page, roomItem(page, "completion-guarantee").getByRole("button", { name: /^Waive/ }), { max: 120, checkEachStop: false });
  await page.keyboard.press("Enter");
  await tabTo(page, dialogOf(page).getByLabel("Reason"));
  await page.keyboard.type("The developer offers none");
  await tabTo(page, dialogOf(page).getByRole("button", { name: "Waive item" }));
  await page.keyboard.press("Enter");
  await expect(roomItem(page, "completion-guarantee")).toContainText("Waived: The developer offers none");
  await expect(toasts(page).getByText("Item waived")).toBeVisible();
});

test("two browsers exchange the packet: the same list on /verify, and a differing file flagged on import", async ({
  page,
  browser,
}, info) => {
  // Browser A (the buyer of sample contract 1) attaches two documents, signs and sends the PDF.
  await gotoUnlocked(page, "/contracts/1/");
  await openDealRoom(page, "/contracts/1/");
  await attach(page, "brand-licence", licence);
  await attach(page, "fee-schedule", roomPdf("fees.pdf", "fees from the developer"));
  await page.goto("/contracts/1/sign/");
  await signWithCapacity(page, "Buyer", "Eleanor Whitfield");
  const toSeller = await sendToOtherParty(page);

  // Browser B sees the same list on /verify, attaches the same licence and other fees, signs its own copy and sends it back.
  const seller = await otherBrowser(browser, info);
  const other = seller.page;
  await verifyFile(other, toSeller);
  await expect(other.getByTestId("packet-room-list")).toContainText(shownFingerprint(licence));
  await other.goto("/contracts/1/");
  await other.getByLabel("Import the other party's signed copy").setInputFiles(toSeller);
  await expect(other.getByTestId("room-comparison")).toContainText("2 items differ");
  await expect(other.getByTestId("room-difference-brand-licence")).toContainText("Document in their file only");
  await openDealRoom(other, "/contracts/1/");
  await attach(other, "brand-licence", licence);
  await attach(other, "fee-schedule", roomPdf("fees.pdf", "fees from the seller"));
  await other.goto("/contracts/1/sign/");
  await signWithCapacity(other, "Seller", "Jordan Blake", "Director, for Collins Dune Holdings LLC");
  const back = await sendToOtherParty(other);
  await seller.close();

  // Browser A imports it: the licence matches, the fee schedule's file differs.
  await page.getByLabel("Import the other party's signed copy").setInputFiles(back);
  await expect(page.getByText(/Imported: the seller's signature checked/)).toBeVisible();
  const comparison = page.getByTestId("room-comparison");
  await expect(comparison).toContainText("1 item differs");
  await expect(page.getByTestId("room-difference-fee-schedule")).toContainText("Different file (fingerprints differ)");
  await expect(page.getByTestId("room-difference-brand-licence")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("completing a deal with required items missing names them, and the timeline records it", async ({ page }) => {
  await acceptOfferAsSeller(page);
  await signBothParties(page);
  await payDepositByCard(page);
  await dealSteps(page).getByRole("button", { name: "Complete the deal" }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Complete the deal?" })).toBeVisible();
  await expect(dialog).toContainText(/required deal-room items are still missing: Brand licence and management agreement;/);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Complete the deal" }).click();
  await expect(toasts(page).getByText("Deal completed")).toBeVisible();
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Completed with documents missing" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("confirmed completing the deal while required deal-room items were missing");
  // Progress at a glance on /account's deal list.
  await page.goto("/account/");
  await expect(main(page).getByTestId("room-progress-line").first()).toHaveText(/^Deal room: 0 of \d+ required received$/);
});
