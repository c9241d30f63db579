// Hostile input (see helpers/hostile-input.ts) in a deal: a new contract and its signature, the message
// thread, and the name on a card payment.
import { fillContractForm, signAs } from "./helpers/contracts";
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { expectNothingRan, expectShownAsText, expectWorking } from "./helpers/hostile-input";
import { IMG, JS_URL, LONG, MIXED, SCRIPT, SVG } from "./helpers/hostile-payloads";
import { gotoReady, main, toasts } from "./helpers/page";
import { AMAN, fieldError, fillCard, openDialog, payWithCard, VISA } from "./helpers/payments";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("hostile text in every form", () => {
  test("a contract with hostile text is listed, opened and signed with it shown as text", async ({ page, dialogs }) => {
    test.slow();
    const propertyName = `${IMG} Residence`;
    await gotoUnlocked(page, "/contracts/new/");
    await fillContractForm(page, {
      propertyName,
      propertyAddress: SVG,
      buyerName: SCRIPT,
      sellerName: JS_URL,
      contingencies: LONG,
      specialTerms: SVG,
      realtorName: MIXED,
      realtorLicense: IMG,
    });
    await page.getByRole("button", { name: "Create Contract" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
      "Contingencies must be 2,000 characters or fewer",
    );
    await expect(page.getByLabel("Contingencies")).toHaveValue(LONG);
    await expect(page.getByLabel("Property name")).toHaveValue(propertyName);
    await page.getByLabel("Contingencies").fill(`${SCRIPT}\n${MIXED}`);
    await page.getByRole("button", { name: "Create Contract" }).click();
    await expect(toasts(page).getByText("Contract Created")).toBeVisible();
    await expect(page).toHaveURL(/\/contracts\/$/);

    const card = page.getByRole("link").filter({ hasText: propertyName });
    await expect(card).toContainText(SCRIPT);
    await card.click();
    await expect(page).toHaveURL(/\/contracts\/5\/$/);
    await expect(page.getByRole("heading", { level: 1, name: propertyName, exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Details" }).click();
    const panel = page.getByRole("tabpanel");
    for (const text of [SVG, SCRIPT, MIXED, IMG]) await expect(panel).toContainText(text);
    await expectNothingRan(page, dialogs);

    await page.getByRole("tab", { name: "Overview" }).click();
    const signatures = page.getByRole("region", { name: "Signature status" });
    await expect(signatures.locator(":scope > ul > li").filter({ hasText: "Seller" })).toContainText(JS_URL);
    await page.getByRole("link", { name: "Sign Now" }).click();
    await expect(page).toHaveURL(/\/contracts\/5\/sign\/$/);
    await signAs(page, "Buyer", SCRIPT);
    await expect(page).toHaveURL(/\/contracts\/5\/$/);
    await expect(signatures.locator(":scope > ul > li").filter({ hasText: "Buyer" })).toContainText(SCRIPT);
    await expectNothingRan(page, dialogs);

    await gotoReady(page, "/account/");
    await expectShownAsText(main(page), `Contract 000005: ${propertyName}`);
    await expectNothingRan(page, dialogs);
  });

  test("messages: a too-long message is refused and kept; RTL, emoji and javascript: text is sent as plain text", async ({
    page,
    dialogs,
  }) => {
    await gotoUnlocked(page, "/contracts/2/messages/");
    const log = page.getByRole("log", { name: "Conversation messages" });
    const box = page.getByRole("textbox", { name: /Message to/ });
    await expect(log.getByRole("listitem")).toHaveCount(4);
    await box.fill(LONG);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Message must be 2,000 characters or fewer" })).toBeVisible();
    await expect(box).toHaveValue(LONG);
    await expect(log.getByRole("listitem")).toHaveCount(4);
    for (const payload of [MIXED, JS_URL, `${JS_URL} ${SVG}`]) {
      await box.fill(payload);
      await box.press("Enter");
      await expect(log.locator("[data-user-content]").last()).toHaveText(payload);
    }
    await page.reload();
    await expect(log.getByRole("listitem")).toHaveCount(7);
    await expect(log.locator("[data-user-content]").last()).toHaveText(`${JS_URL} ${SVG}`);
    await expect(log.locator("[data-user-content] a, [data-user-content] svg")).toHaveCount(0);
    await expectNothingRan(page, dialogs);
    await expectWorking(page);
  });

  test("payments: a hostile name on the card is refused when too long, and shown as text on Transactions", async ({ page, dialogs }) => {
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCard(page));
    await fillCard(dialog, { ...VISA, name: LONG });
    await dialog.getByRole("button", { name: /^Pay / }).click();
    await expect(fieldError(dialog, "Name on the card")).toContainText("100 characters or fewer");
    await expect(dialog.getByLabel("Name on the card")).toHaveValue(LONG);
    await dialog.getByLabel("Name on the card").fill(IMG);
    await dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` }).click();
    await expect(dialog.getByRole("status")).toContainText("Payment successful");
    await expectNothingRan(page, dialogs);
    // The payment's buyer line ("Name (email)") is shown on Transactions.
    await gotoUnlocked(page, "/transactions/");
    await expectShownAsText(main(page), `${IMG} (${VISA.email})`);
    await expectNothingRan(page, dialogs);
    await expectWorking(page);
  });
});
