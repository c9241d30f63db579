// The card deposit dialog's card rules on /buy (reference CARD-02…30): each bad card number, code,
// expiry date, name and email has its message, when typed, pasted or submitted.
import { expect, gotoUnlocked, test } from "./helpers/fixtures";
import { fieldError, fillCard, openDialog, paste, payWithCard, VISA } from "./helpers/payments";

// The reference's card cases freeze the clock at 2026-11-15 12:00 (CARD-17…22).
const REFERENCE_NOW = new Date("2026-11-15T12:00:00");

// The time limit of the other payment specs, on machines shared with other test runs.
test.describe.configure({ timeout: 60_000 });

test.describe("card deposit on /buy", () => {
  test("CARD-30: no error while typing until submit, except a full number failing Luhn", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    const number = dialog.getByLabel("Card number");
    await number.pressSequentially("42424242");
    await dialog.getByLabel("Expiry date").focus();
    await expect(dialog.locator('[data-slot="form-message"]')).toHaveCount(0);
    await expect(number).toHaveAttribute("aria-invalid", "false");

    // A full-length number that fails Luhn is flagged at once (CARD-02).
    await number.focus();
    await number.press("End");
    await number.pressSequentially("42424241");
    await expect(fieldError(dialog, "Card number")).toHaveText("Error: Enter a valid card number");
    await number.press("Backspace");
    await expect(fieldError(dialog, "Card number")).toHaveCount(0);
    await number.pressSequentially("2");
    await expect(number).toHaveValue("4242 4242 4242 4242");
    await expect(fieldError(dialog, "Card number")).toHaveCount(0);

    // After a submit, an incomplete number is reported.
    await number.fill("");
    await number.pressSequentially("4242 4242");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(fieldError(dialog, "Card number")).toHaveText("Error: Enter the complete card number");
  });

  test("each card-number rule has its message", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    const number = dialog.getByLabel("Card number");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    const cases: [string, string][] = [
      ["424242424242424", "Card number is not the correct length"], // CARD-10
      ["0000000000000000", "This card type is not accepted"], // CARD-08
      ["3566002020360505", "This card type is not accepted"], // JCB
      ["4242424242424241", "Enter a valid card number"], // CARD-02
    ];
    for (const [typed, message] of cases) {
      await number.fill("");
      await number.pressSequentially(typed);
      await expect(fieldError(dialog, "Card number"), typed).toHaveText(`Error: ${message}`);
    }
    await number.fill("");
    await expect(fieldError(dialog, "Card number")).toHaveText("Error: Enter the card number");
  });

  test("Amex groups 4-6-5, stops at 15 digits and wants a 4-digit code on the front", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    const number = dialog.getByLabel("Card number");
    const cvcHint = dialog
      .locator('[data-slot="form-item"]', { has: page.getByLabel("Security code") })
      .locator('[data-slot="form-description"]');
    await expect(cvcHint).toHaveText("3 digits on back of card");
    await number.pressSequentially("37");
    await expect(cvcHint).toHaveText("4 digits on front of card"); // CARD-16
    await number.pressSequentially("82822463100059");
    await expect(number).toHaveValue("3782 822463 10005"); // CARD-20, CARD-11 (the 16th digit refused)
    await expect(dialog.locator('[data-brand="amex"]')).toHaveAttribute("data-active", "true");
    await dialog.getByLabel("Security code").pressSequentially("123");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(fieldError(dialog, "Security code")).toHaveText("Error: Enter the complete security code. 4 digits on front of card.");
    await dialog.getByLabel("Security code").pressSequentially("4");
    await expect(fieldError(dialog, "Security code")).toHaveCount(0);
    await number.fill("");
    await expect(cvcHint).toHaveText("3 digits on back of card");
  });

  test("CVC length follows the brand, and letters and a fifth digit are refused", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    await fillCard(dialog, { number: VISA.number });
    const cvc = dialog.getByLabel("Security code");
    await cvc.pressSequentially("12a345");
    await expect(cvc).toHaveValue("1234"); // CARD-25
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(fieldError(dialog, "Security code")).toHaveText("Error: Security code must be 3 digits for Visa"); // CARD-24
    await cvc.fill("");
    await cvc.pressSequentially("12");
    await expect(fieldError(dialog, "Security code")).toHaveText("Error: Enter the complete security code. 3 digits on back of card."); // CARD-23
  });

  test("a pasted 19-digit number is shown whole and reported, never cut (CARD-12)", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    const number = dialog.getByLabel("Card number");
    await paste(number, "4917 6100 0000 0000 003");
    await expect(number).toHaveValue("4917 6100 0000 0000 003");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(fieldError(dialog, "Card number")).toHaveText("Error: Card number must be 16 digits or fewer");
    await number.fill("");
    await paste(number, "6205500000000000004");
    await expect(number).toHaveValue("6205 5000 0000 0000 004");
    await expect(fieldError(dialog, "Card number")).toHaveText("Error: This card type is not accepted");
  });

  test("pasted numbers with dashes, no-break spaces or full-width digits are accepted (CARD-03, CARD-04)", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    const number = dialog.getByLabel("Card number");
    for (const text of ["4242-4242-4242-4242", "4242\u00a04242\u00a04242\u00a04242", "４２４２４２４２４２４２４２４２"]) {
      await number.fill("");
      await paste(number, text);
      await expect(number, text).toHaveValue("4242 4242 4242 4242");
    }
    await fillCard(dialog, { email: VISA.email, expiry: VISA.expiry, cvc: VISA.cvc, name: VISA.name });
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(dialog.getByRole("status")).toContainText("Payment successful", { timeout: 5000 });
  });

  test("expiry: MM/YY as typed, past and impossible months rejected, current month accepted", async ({ page }) => {
    await page.clock.setFixedTime(REFERENCE_NOW);
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    const expiry = dialog.getByLabel("Expiry date");
    await expiry.pressSequentially("4");
    await expect(expiry).toHaveValue("04/"); // CARD-20
    await expiry.fill("");
    await expiry.pressSequentially("1/");
    await expect(expiry).toHaveValue("01/"); // CARD-19
    await expiry.fill("");
    await dialog.getByRole("button", { name: /^Pay / }).click();
    const cases: [string, string | null][] = [
      ["1026", "Enter an expiry date in the future"], // CARD-18
      ["1125", "Enter an expiry date in the future"],
      ["1327", "Enter a real expiry date"], // CARD-19
      ["0027", "Enter a real expiry date"],
      ["1257", "Enter a valid expiry date"], // CARD-21
      ["112", "Enter the complete expiry date"], // CARD-22
      ["1126", null], // CARD-17: the current month
      ["1256", null],
    ];
    for (const [typed, message] of cases) {
      await expiry.fill("");
      await expiry.pressSequentially(typed);
      if (message) await expect(fieldError(dialog, "Expiry date"), typed).toHaveText(`Error: ${message}`);
      else await expect(fieldError(dialog, "Expiry date"), typed).toHaveCount(0);
    }
    await expiry.fill("");
    await expiry.pressSequentially("123456");
    await expect(expiry).toHaveValue("12/34"); // at most 4 digits typed
  });

  test("name and email rules (CARD-26, CARD-27)", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    await fillCard(dialog, { email: "name@example", name: "4242 4242 4242 4242" });
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(fieldError(dialog, "Email")).toHaveText("Error: Enter an email address in the correct format, like name@example.com");
    await expect(fieldError(dialog, "Name on the card")).toHaveText("Error: Enter the name on the card, not the card number");
    await dialog.getByLabel("Name on the card").fill("Siobhán O'Connor-Ní Bhriain");
    await expect(fieldError(dialog, "Name on the card")).toHaveCount(0);
  });
});
