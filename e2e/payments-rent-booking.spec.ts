// The simulated card booking on /rent: rate × nights, the dates asked first when missing, the record in
// the store, and which rentals can be booked.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import {
  bookWithCard,
  DIALOG_AXE,
  fillCard,
  LAGOON,
  openDialog,
  receiptTransactionId,
  storedTransaction,
  summaryEntries,
  VISA,
} from "./helpers/payments";

// Whole bookings with several axe scans, on machines shared with other test runs.
test.describe.configure({ timeout: 60_000 });

test.describe("card booking on /rent", () => {
  test("books the chosen dates: rate × nights, receipt and a completed Booking record", async ({ page }) => {
    test.slow(); // a whole payment, several axe scans and storage reads
    await page.clock.setFixedTime(new Date("2026-11-22T10:00:00"));
    await gotoUnlocked(page, "/rent/?checkin=2026-12-20&checkout=2026-12-23&guests=4");
    const dialog = await openDialog(page, bookWithCard(page));
    await expect(dialog.getByRole("heading", { name: "Book with card" })).toBeVisible();
    await expect(dialog.getByText("Dec 20, 2026")).toBeVisible();
    await expect(dialog.getByText("Dec 23, 2026")).toBeVisible();
    await expect(dialog.getByText("4 guests")).toBeVisible();
    await expect(dialog.getByText("$4,500 × 3 nights")).toBeVisible();
    await expect(dialog.getByTestId("amount-due")).toHaveText("$13,500");
    await expectNoAxeViolations(page, DIALOG_AXE);

    await fillCard(dialog, { ...VISA, number: "5555555555554444" });
    await dialog.getByRole("button", { name: "Pay $13,500" }).click();
    const status = dialog.getByRole("status");
    await expect(status).toContainText("Payment successful", { timeout: 5000 });
    await expect(status).toContainText("Mastercard •••• 4444");
    await expect(status).toContainText("3 nights, 4 guests");
    const id = await receiptTransactionId(dialog);
    expect(await storedTransaction(page, id)).toMatchObject({
      property: LAGOON.name,
      amountCents: 13_500_00,
      type: "Booking",
      status: "completed",
      method: "card",
      card: { brand: "mastercard", last4: "4444" },
      booking: { checkIn: "2026-12-20", checkOut: "2026-12-23", nights: 3, guests: 4 },
    });
  });

  test("without dates the dialog asks for them first, check-out after check-in", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T10:00:00"));
    await gotoUnlocked(page, "/rent/");
    const dialog = await openDialog(page, bookWithCard(page));
    await expect(dialog.getByLabel("Check-in")).toBeVisible();
    await dialog.getByLabel("Check-in").fill("2026-12-20");
    await dialog.getByLabel("Check-out").fill("2026-12-18");
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    expect(await summaryEntries(dialog)).toEqual(["Check-out must be after check-in", "Choose the number of guests"]);
    await expectNoAxeViolations(page, DIALOG_AXE);
    await dialog.getByLabel("Check-out").fill("2026-12-22");
    await dialog.getByRole("combobox", { name: /Guests/ }).click();
    await page.getByRole("option", { name: "2 guests" }).click();
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByText("$4,500 × 2 nights")).toBeVisible();
    await expect(dialog.getByTestId("amount-due")).toHaveText("$9,000");
    await dialog.getByRole("button", { name: "Change dates or guests" }).click();
    await expect(dialog.getByLabel("Check-out")).toHaveValue("2026-12-22");
  });

  test("the unavailable Aspen chalet cannot be booked", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    await expect(bookWithCard(page, "Ajax Chalet at St. Regis Aspen")).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("button", { name: /^Book with Card for / })).toHaveCount(3);
  });
});
