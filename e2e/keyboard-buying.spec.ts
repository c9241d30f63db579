// By keys alone (see helpers/keyboard-spec.ts): a card deposit on /buy and an offer on /make-offer.
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { chooseWithKeys, tabAndPress, tabAndType, tabTo, typeDate } from "./helpers/keyboard";
import { expectAnnounced, recordAnnouncements } from "./helpers/keyboard-announcements";
import { expectFocusTrapped, expectVisibleFocus } from "./helpers/keyboard-focus";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";
import { gotoReady, toasts } from "./helpers/page";
import { AMAN, AMAN_DEPOSIT, holdTime, payWithCard, receiptTransactionId, storedTransaction, VISA } from "./helpers/payments";
import { storedRecords } from "./helpers/store";

configureKeyboardSpec();

test.describe("payments", () => {
  test("card deposit on /buy: the dialog opens with Enter, traps focus, is filled and paid by keys, and hands focus back", async ({
    page,
  }) => {
    test.slow(); // a whole payment with a 2-second processing step
    await page.clock.install();
    await gotoUnlocked(page, "/buy/");
    const button = payWithCard(page);
    await tabTo(page, button, { max: 120, checkEachStop: false });
    await expectVisibleFocus(page, "Pay with Card");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Pay reservation deposit" })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expectVisibleFocus(page, "the dialog's first field");
    await expectFocusTrapped(page, dialog, 12);

    await tabAndType(page, dialog.getByLabel("Email"), VISA.email);
    await tabAndType(page, dialog.getByLabel("Card number"), VISA.number, "4242 4242 4242 4242");
    await tabAndType(page, dialog.getByLabel("Expiry date"), VISA.expiry, "04/29");
    await tabAndType(page, dialog.getByLabel("Security code"), VISA.cvc);
    await tabAndType(page, dialog.getByLabel("Name on the card"), VISA.name);
    await holdTime(page);
    await tabAndPress(page, dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` }));

    await expect(dialog.getByRole("status")).toContainText("Processing your payment");
    await page.clock.resume();
    const status = dialog.getByRole("status");
    await expect(status).toContainText("Payment successful", { timeout: 10_000 });
    await expect(status).toContainText("Visa •••• 4242");
    const id = await receiptTransactionId(dialog);
    expect(await storedTransaction(page, id)).toMatchObject({ id, ...AMAN_DEPOSIT, card: { brand: "visa", last4: "4242" } });
    // Focus is somewhere sensible in the receipt, never lost to the page.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await tabAndPress(page, dialog.getByRole("button", { name: "Done" }));
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectVisibleFocus(page, "Pay with Card after the dialog closed");
  });
});

test.describe("offer", () => {
  test("/make-offer: every field by keys, the financing select by arrows; the offer is saved and announced politely", async ({ page }) => {
    test.slow();
    await recordAnnouncements(page);
    await gotoReady(page, "/make-offer/?listing=aman-miami-beach");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: /Submit Offer|Offer Submitted/ }) });

    await tabAndType(page, form.getByLabel(/^Offer amount/), "$8,250,000", undefined, { max: 60 });
    await tabAndType(page, form.getByLabel(/^Down payment/), "2,500,000");
    const financing = form.getByRole("combobox", { name: /^Financing type/ });
    await tabTo(page, financing);
    await chooseWithKeys(page, financing, "Jumbo Loan");
    await tabTo(page, form.getByLabel(/^Preferred closing date/));
    await typeDate(page, form.getByLabel(/^Preferred closing date/), "2027-02-26");
    await tabAndType(page, form.getByLabel(/^Full name/), "Julian Ashworth");
    await tabAndType(page, form.getByLabel(/^Email/), "julian@example.com");
    await tabAndType(page, form.getByLabel(/^Phone/), "212 555 0186");
    await tabAndType(page, form.getByLabel(/^Contingencies/), "Inspection within 10 days.");
    await tabAndPress(page, form.getByRole("button", { name: "Submit Offer" }));

    await expect(toasts(page).getByText("Offer Submitted")).toBeVisible();
    await expectAnnounced(page, /Offer Submitted/, "polite");
    const offers = await storedRecords<Record<string, unknown>>(page, "offers");
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      offerAmountCents: 8_250_000_00,
      downPaymentCents: 2_500_000_00,
      financingType: "jumbo",
      closingDate: "2027-02-26",
    });
    await page.waitForURL(/\/buy\/?$/, { timeout: 15_000 });
  });
});
