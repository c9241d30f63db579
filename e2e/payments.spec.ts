// Simulated payments on /buy (card deposit, Bitcoin, Ethereum) and /rent (card booking): each
// dialog's whole flow, every card rule with a bad input, reset on close, keyboard use, the crypto
// countdown on a fake clock, copy buttons, the record in the store, and axe on every state.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./fixtures";
import {
  AMAN,
  bookWithCard,
  dialogOf,
  fieldError,
  fillCard,
  installWriteFailure,
  LAGOON,
  openDialog,
  paste,
  payWithCard,
  payWithCoin,
  receiptTransactionId,
  storageDump,
  storedTransaction,
  summaryEntries,
  VISA,
} from "./payment-helpers";

// The reference's card cases freeze the clock at 2026-11-15 12:00 (CARD-17…22).
const REFERENCE_NOW = new Date("2026-11-15T12:00:00");
const DIALOG_AXE = { include: '[role="dialog"]' };

// Whole payment flows with several axe scans, on machines shared with other test runs.
test.describe.configure({ timeout: 60_000 });

test.describe("card deposit on /buy", () => {
  test("pays the 1% reservation deposit and saves a record with brand and last four only @phone", async ({ page }) => {
    test.slow(); // a whole payment, several axe scans and storage reads
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    await expect(dialog.getByRole("heading", { name: "Pay reservation deposit" })).toBeVisible();
    await expect(dialog.getByText(AMAN.name)).toBeVisible();
    await expect(dialog.getByText(AMAN.price)).toBeVisible();
    await expect(dialog.getByText("1% reservation deposit")).toBeVisible();
    await expect(dialog.getByTestId("amount-due")).toHaveText(AMAN.deposit);
    await expect(dialog.getByText(/simulated checkout: no card is charged/)).toBeVisible();
    await expectNoAxeViolations(page, DIALOG_AXE);

    await fillCard(dialog, VISA);
    await expect(dialog.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await expect(dialog.getByLabel("Expiry date")).toHaveValue("04/29");
    await expect(dialog.locator('[data-brand="visa"]')).toHaveAttribute("data-active", "true");
    const pay = dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` });
    await pay.click();

    const processing = dialog.getByRole("button", { name: "Processing…" });
    await expect(processing).toBeDisabled();
    await expect(dialog.getByLabel("Card number")).toBeDisabled();
    await expect(dialog.getByRole("status")).toContainText("Processing your payment");
    await expectNoAxeViolations(page, DIALOG_AXE);

    const status = dialog.getByRole("status");
    await expect(status).toContainText("Payment successful", { timeout: 5000 });
    await expect(status).toContainText(AMAN.deposit);
    await expect(status).toContainText("Visa •••• 4242");
    await expect(status).toContainText("In Escrow");
    await expectNoAxeViolations(page, DIALOG_AXE);

    const id = await receiptTransactionId(dialog);
    expect(id).toMatch(/^TXN-[A-Z0-9]{8}$/);
    const record = await storedTransaction(page, id);
    expect(record).toMatchObject({
      id,
      property: AMAN.name,
      amountCents: 85_000_00,
      type: "Deposit",
      status: "escrow",
      buyer: "Isabel Moreau (isabel@example.com)",
      seller: "Aman",
      method: "card",
      card: { brand: "visa", last4: "4242" },
    });

    // CARD-28: neither the full number nor the security code is kept anywhere.
    const dump = await storageDump(page);
    expect(dump).toContain(`"buyer":"${VISA.name} (${VISA.email})"`); // the record, as the close test looks for it
    expect(dump).not.toContain("4242424242424242");
    expect(dump).not.toContain("4242 4242 4242 4242");
    expect(dump).not.toContain(`"${VISA.cvc}"`);
    expect(dump).not.toMatch(/cvc|cardNumber/i);

    // The record is still there after a reload, and it is listed on /transactions.
    await page.reload();
    expect(await storedTransaction(page, id)).toMatchObject({ id, amountCents: 85_000_00 });
    await page.goto("/transactions/");
    const listed = page.locator("article", { hasText: id });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText(AMAN.name);
    await expect(listed).toContainText("Visa ending 4242");
  });

  test("FORM-01: an empty submit lists all five fields in order and focuses the summary @phone", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    await dialog.getByRole("button", { name: /^Pay / }).click();
    const summary = dialog.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("alert")).toContainText("There is a problem");
    expect(await summaryEntries(dialog)).toEqual([
      "Enter your email address",
      "Enter the card number",
      "Enter the expiry date",
      "Enter the security code",
      "Enter the name as it appears on the card",
    ]);
    await expect(page).toHaveTitle(/^Error: /);
    await expect(dialog.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, DIALOG_AXE);

    // A summary entry moves focus to its field, with no #hash in the URL.
    await dialog.getByRole("button", { name: "Enter the card number" }).click();
    await expect(dialog.getByLabel("Card number")).toBeFocused();
    expect(new URL(page.url()).hash).toBe("");

    // Correcting a field clears its message on the next change.
    await dialog.getByLabel("Email").fill("isabel@example.com");
    await expect(fieldError(dialog, "Email")).toHaveCount(0);
    expect(await summaryEntries(dialog)).not.toContain("Enter your email address");
  });

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

  test("expiry: MM/YY as typed, past and impossible months rejected, current month accepted @phone", async ({ page }) => {
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

  test("closing resets the dialog and clears every field, even while processing", async ({ page }) => {
    await page.clock.install();
    await gotoUnlocked(page, "/buy/");
    let dialog = await openDialog(page, payWithCard(page));
    await fillCard(dialog, VISA);
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toHaveCount(0);
    dialog = await openDialog(page, payWithCard(page));
    for (const label of ["Email", "Card number", "Expiry date", "Security code", "Name on the card"]) {
      await expect(dialog.getByLabel(label), label).toHaveValue("");
    }

    // Closed during processing: back to an empty form, and nothing is saved. The page's clock is
    // paused so the 2-second processing cannot finish before the close, however slow the machine.
    await fillCard(dialog, VISA);
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(dialog.getByRole("button", { name: "Processing…" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialogOf(page)).toHaveCount(0);
    dialog = await openDialog(page, payWithCard(page));
    await expect(dialog.getByLabel("Card number")).toHaveValue("");
    await expect(dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` })).toBeEnabled();
    await page.clock.runFor(5000);
    await page.clock.resume();
    await expect(dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` })).toBeEnabled();
    // No payment by this cardholder was saved. (A sample contract names the same person as a seller,
    // so look for the buyer label a card payment records: "Name (email)".)
    expect(await storageDump(page)).not.toContain(`"buyer":"${VISA.name} (${VISA.email})"`);
  });

  test("a failed store write shows the store's message and keeps what was typed", async ({ page }) => {
    test.slow(); // two whole payments and an axe scan
    await installWriteFailure(page);
    await gotoUnlocked(page, "/buy/");
    // A first payment opens (and seeds) the store normally.
    let dialog = await openDialog(page, payWithCard(page));
    await fillCard(dialog, VISA);
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(dialog.getByRole("status")).toContainText("Payment successful", { timeout: 5000 });
    await dialog.getByRole("button", { name: "Done" }).click();

    // Then the disk is full.
    await page.evaluate(() => {
      (window as { __failTransactionWrites?: boolean }).__failTransactionWrites = true;
    });
    dialog = await openDialog(page, payWithCard(page));
    await fillCard(dialog, VISA);
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(dialog.getByRole("alert")).toContainText("Your browser storage is full", { timeout: 5000 });
    await expect(dialog.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await expect(dialog.getByLabel("Email")).toHaveValue(VISA.email);
    await expect(dialog.getByLabel("Name on the card")).toHaveValue(VISA.name);
    await expect(dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` })).toBeEnabled();
    await expectNoAxeViolations(page, DIALOG_AXE);
  });

  test("keyboard only: focus moves into the dialog, Escape closes it, focus returns to the button @phone", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const button = payWithCard(page);
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("the sold One Thousand Museum has no payment buttons; every other listing has all three", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    await expect(payWithCard(page, "One Thousand Museum")).toHaveCount(0);
    await expect(payWithCoin(page, "Bitcoin", "One Thousand Museum")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Pay with Card for / })).toHaveCount(16);
    await expect(page.getByRole("button", { name: /^Pay with Bitcoin for / })).toHaveCount(16);
    await expect(page.getByRole("button", { name: /^Pay with Ethereum for / })).toHaveCount(16);
  });
});

test.describe("crypto deposit on /buy", () => {
  test("Bitcoin: charge, payment with QR and copy, confirming, complete, and the record @phone", async ({ page, context }) => {
    test.slow(); // a whole payment, several axe scans and storage reads
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCoin(page, "Bitcoin"));
    await expect(dialog.getByRole("heading", { name: "Pay deposit with Bitcoin" })).toBeVisible();
    await expect(dialog.getByRole("note")).toContainText("Do not send any cryptocurrency");
    await expect(dialog.getByText("1 BTC = $95,000 (demonstration rate)")).toBeVisible();
    await expect(dialog.getByText("0.89473684 BTC")).toBeVisible();
    await expectNoAxeViolations(page, DIALOG_AXE);

    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await expect(dialog.getByText(/^DEMO-[A-Z0-9]{8}$/)).toBeVisible();
    await expect(dialog.getByTestId("countdown")).toHaveText(/^(60:00|59:5\d)$/);
    const qr = dialog.getByRole("img", { name: /QR code/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("data-qr-value", /^bitcoin:bc1q[a-z0-9]+\?amount=0\.89473684$/);
    await expect(qr.locator("path")).toHaveAttribute("d", /^M\d+ \d+h\d+/);
    await expectNoAxeViolations(page, DIALOG_AXE);

    const address = (await qr.getAttribute("data-qr-value"))?.replace(/^bitcoin:|\?.*$/g, "") ?? "";
    await dialog.getByRole("button", { name: "Copy address" }).click();
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Copied!" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("The address was copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await dialog.getByRole("button", { name: "Copy amount" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("0.89473684");

    await dialog.getByRole("button", { name: "I've Sent Payment" }).click();
    const status = dialog.getByRole("status");
    await expect(status).toContainText("5 to 15 minutes");
    await expectNoAxeViolations(page, DIALOG_AXE);
    await expect(status).toContainText("Payment successful", { timeout: 6000 });
    await expect(status).toContainText("0.89473684 BTC");
    await expectNoAxeViolations(page, DIALOG_AXE);

    const id = await receiptTransactionId(dialog);
    expect(await storedTransaction(page, id)).toMatchObject({
      id,
      property: AMAN.name,
      amountCents: 85_000_00,
      type: "Deposit",
      status: "escrow",
      method: "bitcoin",
      seller: "Aman",
    });
  });

  test("Ethereum asks for value in wei at the demo rate", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCoin(page, "Ethereum"));
    await expect(dialog.getByText("1 ETH = $3,500 (demonstration rate)")).toBeVisible();
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await expect(dialog.getByRole("img", { name: /QR code/ })).toHaveAttribute(
      "data-qr-value",
      /^ethereum:0x[0-9A-Za-z]{40}\?value=24285714000000000000$/,
    );
    await expect(dialog.getByText("Send 24.285714 ETH")).toBeVisible();
  });

  test("the countdown runs as m:ss, expires at 0:00 and a new charge can be created @phone", async ({ page }) => {
    const start = new Date("2026-11-22T10:00:00Z").getTime();
    await page.clock.install({ time: start });
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCoin(page, "Bitcoin"));
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(start + 5 * 60_000);
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    const countdown = dialog.getByTestId("countdown");
    await expect(countdown).toHaveText("60:00");
    await page.clock.runFor(1000);
    await expect(countdown).toHaveText("59:59");
    await page.clock.runFor(60_000);
    await expect(countdown).toHaveText("58:59");
    const firstCode = await dialog.getByText(/^DEMO-/).innerText();
    await page.clock.fastForward("59:00");
    await expect(dialog.getByRole("heading", { name: "This charge has expired" })).toBeVisible();
    await expect(dialog.getByText(firstCode)).toBeVisible();
    await page.clock.resume();
    await expectNoAxeViolations(page, DIALOG_AXE);
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await expect(countdown).toHaveText(/^(60:00|59:5\d)$/);
    await expect(dialog.getByText(/^DEMO-/)).not.toHaveText(firstCode);
  });

  test("closing resets to the charge step and the timer to 60:00", async ({ page }) => {
    const start = new Date("2026-11-22T10:00:00Z").getTime();
    await page.clock.install({ time: start });
    await gotoUnlocked(page, "/buy/");
    let dialog = await openDialog(page, payWithCoin(page, "Bitcoin"));
    await page.clock.pauseAt(start + 5 * 60_000);
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await page.clock.runFor(5000);
    await expect(dialog.getByTestId("countdown")).toHaveText("59:55");
    await page.clock.resume();
    await page.keyboard.press("Escape");
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(payWithCoin(page, "Bitcoin")).toBeFocused();
    dialog = await openDialog(page, payWithCoin(page, "Bitcoin"));
    await expect(dialog.getByRole("button", { name: "Create Payment Charge" })).toBeVisible();
    await expect(dialog.getByText("one hour (60:00)")).toBeVisible();
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await expect(dialog.getByTestId("countdown")).toHaveText(/^(60:00|59:5\d)$/);
  });

  test("a refused clipboard says so plainly", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) },
      });
    });
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCoin(page, "Ethereum"));
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await dialog.getByRole("button", { name: "Copy address" }).click();
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Could not copy" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Select the address and copy it yourself");
  });

  test("keyboard only: Enter opens, focus is inside, Escape closes, focus returns", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const button = payWithCoin(page, "Ethereum");
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog.getByRole("button", { name: "Create Payment Charge" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: /^Send / })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe("card booking on /rent", () => {
  test("books the chosen dates: rate × nights, receipt and a completed Booking record @phone", async ({ page }) => {
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
