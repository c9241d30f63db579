// An off-plan contract's payment schedule (issue 29, item 4): instalments, Mark paid with a receipt
// (fingerprint shown, kept after a reload), the .ics download parsed here, the escrow check and a
// completion slip. Sample contract 1 is at Aman Miami Beach (off-plan, 2027-Q4), $8,900,000.
import ICAL from "ical.js";
import { shownFingerprint } from "./helpers/deal-room";
import { downloadedBytes, pdf } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { sidewaysOverflow } from "./helpers/overflow";
import type { Page } from "@playwright/test";

test.describe.configure({ timeout: 90_000 });

const scheduleSection = (page: Page) => page.getByRole("region", { name: "Payment schedule" });

async function openSchedule(page: Page) {
  await gotoUnlocked(page, "/contracts/1/");
  const section = scheduleSection(page);
  await expect(section.getByTestId("instalment-completion")).toBeVisible();
  return section;
}

test.describe("an off-plan contract's payment schedule", () => {
  test("lists the dated instalments, the next payment, and marks one paid with a receipt that survives a reload @phone", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2027-04-01T10:00:00"));
    const section = await openSchedule(page);
    await expect(section.getByTestId("instalment-signing")).toContainText("Dec 9, 2026");
    await expect(section.getByTestId("instalment-signing")).toContainText("$1,780,000");
    await expect(section.getByTestId("instalment-signing")).toContainText("Overdue");
    await expect(section.getByTestId("instalment-construction-2")).toContainText("Due");
    await expect(section.getByTestId("next-payment")).toContainText("Next payment overdue: $1,780,000 on Dec 9, 2026");
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await section.getByRole("button", { name: "Mark paid: On signing" }).click();
    const dialog = page.getByRole("dialog", { name: "Mark paid: On signing" });
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(dialog.getByLabel("Date you paid")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Enter the date you paid")).toBeVisible();
    await expect(dialog.getByText("Attach the receipt: a PDF, PNG or JPEG")).toBeVisible();
    await expectNoAxeViolations(page);

    // A file named .pdf whose bytes are not a PDF is refused, with its reason beside the field.
    await dialog
      .getByLabel("Receipt")
      .setInputFiles({ name: "receipt.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a receipt") });
    await expect(dialog.getByText("The selected file must be a PDF, PNG or JPEG")).toBeVisible();

    const receipt = pdf("bank-receipt.pdf");
    await dialog.getByLabel("Date you paid").fill("2026-12-08");
    await dialog.getByLabel("Receipt").setInputFiles(receipt);
    await expect(dialog.getByText("Chosen: bank-receipt.pdf")).toBeVisible();
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(dialog).toHaveCount(0);

    const fingerprint = shownFingerprint(receipt);
    await expect(section.getByTestId("fingerprint-signing")).toHaveText(fingerprint);
    await expect(section.getByTestId("instalment-signing")).toContainText("Paid on Dec 8, 2026");
    await expect(section.getByTestId("next-payment")).toContainText("Next payment overdue: $890,000 on Mar 16, 2027");

    await page.reload();
    await expect(scheduleSection(page).getByTestId("fingerprint-signing")).toHaveText(fingerprint);
    await expectNoAxeViolations(page);
  });

  test("downloads a calendar file of the due dates that a parser reads", async ({ page }) => {
    const section = await openSchedule(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download calendar (.ics)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("payment-schedule-contract-000001.ics");
    const text = (await downloadedBytes(download)).toString("utf8");
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.startDate.toString())).toEqual([
      "2026-12-09",
      "2027-03-16",
      "2027-06-21",
      "2027-09-25",
      "2027-12-31",
    ]);
    expect(events[0]?.summary).toBe("Payment due: USD\u00a01,780,000, On signing, contract #000001");
    expect(events.every((event) => event.startDate.isDate && event.uid.length > 0)).toBe(true);
  });

  test("shows an escrow account mismatch plainly, and a match as confirmed", async ({ page }) => {
    const section = await openSchedule(page);
    await expect(section.getByTestId("escrow-number")).toHaveText("4410 2286 5501 07");
    await section.getByRole("button", { name: "Compare with the contract" }).click();
    await expect(section.getByText("Enter the account number or IBAN you are about to pay")).toBeVisible();

    await section.getByLabel("Holder you are about to pay").fill("Biscayne Title and Escrow");
    await section.getByLabel("Account number or IBAN you are about to pay").fill("4410 2286 5510 07");
    await section.getByRole("button", { name: "Compare with the contract" }).click();
    const alert = section.getByRole("alert");
    await expect(alert).toContainText("Do not pay: this is not the account the contract states.");
    await expect(alert).toContainText("The account holder differs");
    await expect(alert).toContainText('The account number differs from character 11: the contract has "0107…", you typed "1007…".');
    await expectNoAxeViolations(page);

    await section.getByLabel("Holder you are about to pay").fill("biscayne title & escrow llc, as escrow agent");
    await section.getByLabel("Account number or IBAN you are about to pay").fill("441022865501-07");
    await section.getByRole("button", { name: "Compare with the contract" }).click();
    await expect(section.getByRole("alert")).toHaveCount(0);
    await expect(section.getByRole("status").filter({ hasText: "you confirmed it matches" })).toContainText(
      "Recorded: you confirmed it matches, before paying on signing.",
    );
  });

  test("records a new completion date and shows the slip and the instalments it moves", async ({ page }) => {
    const section = await openSchedule(page);
    await section.getByLabel("New completion date").fill("2028-03-31");
    await section.getByRole("button", { name: "Record completion date" }).click();
    const slip = section.getByTestId("completion-slip");
    await expect(slip).toContainText("Completion slipped 91 days (about 3 months) later: Mar 31, 2028 instead of Dec 31, 2027");
    await expect(slip).toContainText("Construction instalment 1 of 3: Mar 16, 2027 to Apr 8, 2027 (23 days later)");
    await expect(slip).toContainText("On completion: Dec 31, 2027 to Mar 31, 2028 (91 days (about 3 months) later)");
    await expect(section.getByTestId("instalment-completion")).toContainText("Mar 31, 2028");
    await expectNoAxeViolations(page);
  });

  test("is not shown for a built residence's contract", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/2/");
    await expect(page.getByRole("heading", { level: 1, name: "St. Regis Aspen, Residence 312" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Deposit and completion" })).toBeVisible();
    await expect(scheduleSection(page)).toHaveCount(0);
  });
});
