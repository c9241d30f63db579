// By keys alone (see helpers/keyboard-spec.ts): an off-plan contract's payment schedule (issue 29,
// item 4; its mouse spec is payment-schedule.spec.ts): reached from the contracts list, the escrow
// check (a mismatch, then a match), an instalment marked paid with its receipt, the calendar file;
// axe clean in each state. Then the next payment due where the deal is followed: /account's deal
// list and the offer thread. Sample contract 1 is at Aman Miami Beach (off-plan, 2027-Q4), $8,900,000.
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { shownFingerprint } from "./helpers/deal-room";
import { acceptOfferAsSeller } from "./helpers/escrow";
import { downloadedBytes, pdf } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { tabAndPress, tabAndType, tabTo, typeDate } from "./helpers/keyboard";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";
import { dialogOf, main } from "./helpers/page";

configureKeyboardSpec();

const FAR = { max: 150 };

/** Selects what a focused text field holds and types over it. */
async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test("the schedule by keys: escrow check, an instalment marked paid with its receipt, the .ics, axe clean in each state", async ({
  page,
}) => {
  test.slow();
  await page.clock.setFixedTime(new Date("2027-04-01T10:00:00"));
  await gotoUnlocked(page, "/contracts/");
  await tabAndPress(
    page,
    main(page)
      .getByRole("link", { name: /Aman Miami Beach, Residence 3A/ })
      .first(),
    "Enter",
    FAR,
  );
  await expect(page).toHaveURL(/\/contracts\/1\/$/);
  const section = page.getByRole("region", { name: "Payment schedule" });
  await expect(section.getByTestId("next-payment")).toHaveText(
    "Next payment overdue: $1,780,000 on Dec 9, 2026, on signing, 113 days late.",
  );
  await expectNoAxeViolations(page);

  // The escrow check: an account that differs is shown plainly, then the right one is recorded.
  const holder = section.getByLabel("Holder you are about to pay");
  const number = section.getByLabel("Account number or IBAN you are about to pay");
  await tabAndType(page, holder, "Biscayne Title and Escrow", undefined, FAR);
  await tabAndType(page, number, "4410 2286 5510 07");
  await page.keyboard.press("Enter");
  await expect(section.getByRole("alert")).toContainText("Do not pay: this is not the account the contract states.");
  await expectNoAxeViolations(page);
  await tabTo(page, holder, { backwards: true });
  await retype(page, "Biscayne Title & Escrow LLC, as escrow agent");
  await tabTo(page, number);
  await retype(page, "441022865501-07");
  await tabAndPress(page, section.getByRole("button", { name: "Compare with the contract" }), " ");
  await expect(section.getByRole("alert")).toHaveCount(0);
  await expect(section.getByText("Recorded: you confirmed it matches, before paying on signing.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Mark paid: Space on the row's button, the date typed, the receipt given to the focused file input.
  await tabAndPress(page, section.getByRole("button", { name: "Mark paid: On signing" }), " ", { ...FAR, backwards: true });
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Mark paid: On signing" })).toBeVisible();
  await tabTo(page, dialog.getByLabel("Date you paid"));
  await typeDate(page, dialog.getByLabel("Date you paid"), "2026-12-08");
  await tabTo(page, dialog.getByLabel("Receipt"));
  const receipt = pdf("bank-receipt.pdf");
  await page.locator("input[type=file]:focus").setInputFiles(receipt);
  await expect(dialog.getByText("Chosen: bank-receipt.pdf")).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await tabAndPress(page, dialog.getByRole("button", { name: "Mark paid" }));
  await expect(dialog).toHaveCount(0);
  await expect(section.getByTestId("fingerprint-signing")).toHaveText(shownFingerprint(receipt));
  await expect(section.getByTestId("instalment-signing")).toContainText("Paid on Dec 8, 2026");
  await expect(section.getByTestId("next-payment")).toContainText("Next payment overdue: $890,000 on Mar 16, 2027");
  await expectNoAxeViolations(page);

  // The calendar file of what is left to pay, by Enter.
  const downloadButton = section.getByRole("button", { name: "Download calendar (.ics)" });
  const downloading = page.waitForEvent("download");
  await tabAndPress(page, downloadButton, "Enter", FAR);
  const text = (await downloadedBytes(await downloading)).toString("utf8");
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.startDate.toString())).toEqual(["2027-03-16", "2027-06-21", "2027-09-25", "2027-12-31"]);
  await expect(downloadButton).toBeFocused();
  await expectNoAxeViolations(page);
});

test("the next payment due shows on /account's deal list and on the offer thread of an accepted off-plan offer", async ({ page }) => {
  test.slow();
  await acceptOfferAsSeller(page); // $8,250,000 at Aman Miami Beach: 20% on signing
  const due = /^Next payment due: \$1,650,000 on [A-Z][a-z]{2} \d{1,2}, \d{4}, on signing\.$/;
  await expect(page.getByTestId("next-payment")).toHaveText(due);
  const onContract = await page.getByTestId("next-payment").textContent();

  await page.goto("/account/");
  const deal = main(page).getByRole("article", { name: "Offer on Aman Miami Beach" });
  await expect(deal.getByTestId("next-payment-line")).toHaveText(onContract ?? "");
  await expectNoAxeViolations(page);

  await tabAndPress(page, deal.getByRole("link", { name: /^Open the offer/ }), "Enter", FAR);
  await expect(page).toHaveURL(/\/offers\/\?id=/);
  await expect(main(page).getByTestId("next-payment-line")).toHaveText(onContract ?? "");
  await expectNoAxeViolations(page);
});
