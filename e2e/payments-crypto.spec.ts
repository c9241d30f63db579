// Simulated crypto deposits on /buy (Bitcoin, Ethereum): the charge, the QR code and copy buttons, the
// countdown on a fake clock, reset on close, keyboard use, the record in the store, and axe on every state.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { dialogOf } from "./helpers/page";
import { AMAN, DIALOG_AXE, openDialog, payWithCoin, receiptTransactionId, storedTransaction } from "./helpers/payments";

// Whole crypto payments with several axe scans, on machines shared with other test runs.
test.describe.configure({ timeout: 60_000 });

test.describe("crypto deposit on /buy", () => {
  test("Bitcoin: charge, payment with QR and copy, confirming, complete, and the record", async ({ page, context }) => {
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

  test("the countdown runs as m:ss, expires at 0:00 and a new charge can be created", async ({ page }) => {
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
