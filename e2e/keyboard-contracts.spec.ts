// By keys alone (see helpers/keyboard-spec.ts): a new contract, a signature and a message.
import { CLOSING_IN_DAYS, newContract } from "./helpers/contracts";
import { isoDateFromToday } from "./helpers/dates";
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { tabAndPress, tabAndType, tabTo, typeDate } from "./helpers/keyboard";
import { expectAnnounced, recordAnnouncements } from "./helpers/keyboard-announcements";
import { expectVisibleFocus } from "./helpers/keyboard-focus";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";
import { toasts } from "./helpers/page";

configureKeyboardSpec();

test.describe("contracts", () => {
  const fields: [string, keyof typeof newContract][] = [
    ["Property name", "propertyName"],
    ["Property address", "propertyAddress"],
    ["Buyer's full name", "buyerName"],
    ["Buyer's email", "buyerEmail"],
    ["Buyer's phone", "buyerPhone"],
    ["Seller's full name or company", "sellerName"],
    ["Seller's email", "sellerEmail"],
    ["Seller's phone", "sellerPhone"],
    ["Purchase amount", "purchaseAmount"],
    ["Deposit amount", "depositAmount"],
  ];

  test("/contracts/new: filled and created by keys, then reached from the list with Enter", async ({ page }) => {
    test.slow();
    await recordAnnouncements(page);
    await gotoUnlocked(page, "/contracts/");
    await tabAndPress(page, page.getByRole("link", { name: "New Contract" }), "Enter", { max: 60 });
    await expect(page).toHaveURL(/\/contracts\/new\/$/);

    for (const [label, key] of fields) {
      await tabAndType(page, page.getByLabel(label, { exact: false }).first(), newContract[key], undefined, { max: 60 });
    }
    await tabTo(page, page.getByLabel("Closing date"));
    await typeDate(page, page.getByLabel("Closing date"), isoDateFromToday(CLOSING_IN_DAYS));
    for (const [label, key] of [
      ["Contingencies", "contingencies"],
      ["Special terms", "specialTerms"],
      ["Realtor's name", "realtorName"],
      ["License number", "realtorLicense"],
    ] as const) {
      await tabAndType(page, page.getByLabel(label, { exact: false }).first(), newContract[key]);
    }
    await tabAndPress(page, page.getByRole("button", { name: "Create Contract" }));
    await expect(toasts(page).getByText("Contract Created")).toBeVisible();
    await expectAnnounced(page, /Contract Created/, "polite");
    await expect(page).toHaveURL(/\/contracts\/$/);

    const card = page.getByRole("link", { name: new RegExp(newContract.propertyName) });
    await tabAndPress(page, card, "Enter", { max: 60 });
    await expect(page).toHaveURL(/\/contracts\/5\/$/);
    await expect(page.getByRole("heading", { level: 1, name: newContract.propertyName })).toBeVisible();
    await expect(page.getByText("2 parties need to sign")).toBeVisible();
  });

  test("/contracts/1/sign: Enter on an empty form is refused assertively; the buyer signs by keys, announced politely", async ({
    page,
  }) => {
    test.slow();
    await recordAnnouncements(page);
    await gotoUnlocked(page, "/contracts/1/sign/");
    const name = page.getByLabel("Full legal name");
    await tabTo(page, name, { max: 80 });
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Missing Information")).toBeVisible();
    await expectAnnounced(page, /Missing Information/, "assertive");
    // The error summary takes focus; its entry takes focus back to the field.
    await expect(page.locator("[data-slot=error-summary]")).toBeFocused();
    await expectVisibleFocus(page, "the error summary");
    await tabAndPress(page, page.getByRole("alert").getByRole("button", { name: "Enter your full legal name" }));
    await expect(name).toBeFocused();

    // The buyer is already chosen: Shift+Tab reaches that radio, Tab comes back to the name.
    await tabTo(page, page.getByRole("radio", { name: /^Buyer: Eleanor Whitfield/ }), { backwards: true });
    await expect(page.getByRole("radio", { name: /^Buyer: Eleanor Whitfield/ })).toBeChecked();
    await tabAndType(page, name, "Eleanor Whitfield");
    await expect(page.getByTestId("signature-preview")).toHaveText("Eleanor Whitfield");
    await tabAndPress(page, page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }), "Space");
    await tabAndPress(page, page.getByRole("button", { name: "Sign Contract" }));
    await expect(toasts(page).getByText("Contract signed")).toBeVisible();
    await expectAnnounced(page, /Contract signed/, "polite");
    await expect(page).toHaveURL(/\/contracts\/1\/$/);
    await expect(page.getByText("1 party needs to sign")).toBeVisible();
  });

  test("/contracts/1/messages: a message typed and sent with Enter is in the thread after a reload", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/1/messages/");
    const log = page.getByRole("log", { name: "Conversation messages" });
    await expect(log.getByRole("listitem")).toHaveCount(5);
    const box = page.getByRole("textbox", { name: /Message to/ });
    await tabTo(page, box, { max: 80 });
    await page.keyboard.type("Keys only: the survey is booked for Tuesday.");
    await page.keyboard.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(6);
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    await expectVisibleFocus(page, "the message box after sending");

    await page.reload();
    await expect(log.getByRole("listitem")).toHaveCount(6);
    await expect(log.getByRole("listitem").last()).toContainText("Keys only: the survey is booked for Tuesday.");
    await expect(log.getByRole("listitem").last()).toHaveAttribute("data-own", "true");
  });
});
