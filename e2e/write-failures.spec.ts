import type { Locator, Page } from "@playwright/test";
import { fillContractForm, newContract, toasts } from "./deals";
import { expect as baseExpect, gotoUnlocked, test } from "./fixtures";
import {
  ada,
  fillSignUp,
  gotoReady,
  newUserPanel,
  passwordInput,
  pdf,
  returningUserPanel,
  signOutFromHeader,
  signUp,
  storedRecords,
} from "./people";
import { CONTACT, openRequestDialog } from "./request-forms";

/*
 * A write that fails tells the person clearly and keeps what they typed (reliability-and-security.md
 * STORE-01). Storage fills up after the site opened: IndexedDB put/add and Storage.setItem throw a
 * QuotaExceededError (the store's own "meta" bookkeeping is spared, so the store opens normally on
 * the database an earlier page seeded). Each form is then submitted complete: it must show the
 * store's "storage is full" sentence, keep every value typed, and stay where it is. The card payment
 * dialog has the same test in payments.spec ("a failed store write shows the store's message…").
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** STORE_ERROR_MESSAGES.quota in lib/store/types.ts. */
const QUOTA_MESSAGE =
  "Your browser storage is full. Export a backup from My activity or delete old drafts, then try again. Nothing you typed has been lost.";

type FaultWindow = Window & { __failWrites?: boolean };

/**
 * From the next navigation on, storage writes throw QuotaExceededError while window.__failWrites
 * is true (it starts as `failing`). Added after unlock(), so the gate flag is written first.
 */
async function failStorageWrites(page: Page, failing = true): Promise<void> {
  await page.addInitScript((startFailing) => {
    const target = window as FaultWindow;
    target.__failWrites = startFailing;
    const full = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const { put, add } = IDBObjectStore.prototype;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
      if (target.__failWrites && this.name !== "meta") throw full();
      return put.apply(this, args);
    };
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["add"]>) {
      if (target.__failWrites && this.name !== "meta") throw full();
      return add.apply(this, args);
    };
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (target.__failWrites) throw full();
      return setItem.call(this, key, value);
    };
  }, failing);
}

async function setWritesFailing(page: Page, failing: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as FaultWindow).__failWrites = value;
  }, failing);
}

/** Opens the unlocked site on a page that reads the store, so IndexedDB exists and is seeded. */
async function seedStore(page: Page): Promise<void> {
  await gotoUnlocked(page, "/contracts/");
  await expect(page.getByRole("link", { name: /Aman Miami Beach, Residence 3A/ })).toBeVisible();
}

/** The field whose label starts with `label` (required fields add " (required)"). */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)).first();
}

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

/** Every field still holds what was typed. */
async function expectKept(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(field(scope, label), label).toHaveValue(value);
}

function quotaAlert(scope: Locator | Page): Locator {
  return scope.getByRole("alert").filter({ hasText: QUOTA_MESSAGE });
}

test("sign-up: storage full shows the message and keeps every answer", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await gotoReady(page, "/login/?tab=new");
  await fillSignUp(page, { ...ada, role: "Realtor", organisation: "Bayfront Luxury Partners" });
  const panel = newUserPanel(page);
  await expect(quotaAlert(panel)).toBeVisible();
  await expect(page).toHaveURL(/\/login\/\?tab=new$/);
  await expect(panel.getByRole("radio", { name: /^Realtor/ })).toBeChecked();
  await expect(panel.getByLabel(/^First name/)).toHaveValue(ada.firstName);
  await expect(panel.getByLabel(/^Last name/)).toHaveValue(ada.lastName);
  await expect(panel.getByLabel(/^Email/)).toHaveValue(ada.email);
  await expect(panel.getByLabel(/^Phone/)).toHaveValue(ada.phone);
  await expect(panel.getByLabel(/^Brokerage Firm/)).toHaveValue("Bayfront Luxury Partners");
  await expect(passwordInput(panel, /^Create password/)).toHaveValue(ada.password);
  await expect(panel.getByRole("checkbox", { name: /I agree to the terms of service/ })).toBeChecked();
  await expect(panel.getByRole("button", { name: "Create Realtor Account" })).toBeEnabled();
  expect(await storedRecords(page, "accounts")).toEqual([]);
});

test("sign-in: a session the browser refuses to keep shows the message and keeps the details", async ({ page }) => {
  test.slow(); // a sign-up, then a sign-in, each hashing the password
  await unlockAndSignUp(page);
  await failStorageWrites(page);
  await gotoReady(page, "/login/");
  const panel = returningUserPanel(page);
  await panel.getByLabel(/^Email/).fill(ada.email);
  await passwordInput(panel, /^Password/).fill(ada.password);
  await panel.getByRole("checkbox", { name: "Remember me on this device" }).check();
  await panel.getByRole("button", { name: "Sign In" }).click();
  await expect(quotaAlert(panel)).toBeVisible();
  await expect(page).toHaveURL(/\/login\/$/);
  await expect(panel.getByLabel(/^Email/)).toHaveValue(ada.email);
  await expect(passwordInput(panel, /^Password/)).toHaveValue(ada.password);
  await expect(panel.getByRole("checkbox", { name: "Remember me on this device" })).toBeChecked();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
});

async function unlockAndSignUp(page: Page) {
  await signUp(page);
  await signOutFromHeader(page, ada.firstName);
}

test("offer: storage full shows the message, keeps every answer and does not leave the page", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await gotoReady(page, "/make-offer/?listing=aman-miami-beach");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: /Submit Offer|Offer Submitted/ }) });
  const typed = {
    "Offer amount": "$8,250,000",
    "Down payment": "$2,500,000",
    "Preferred closing date": "2027-02-26",
    "Full name": "Julian Ashworth",
    Email: "julian@example.com",
    Phone: "212 555 0186",
    Contingencies: "Inspection within 10 days.",
    "Additional terms": "Furniture conveys.",
  };
  await fill(form, typed);
  await form.getByRole("combobox", { name: /^Financing type/ }).click();
  await page.getByRole("option", { name: "Jumbo Loan" }).click();
  await form.getByRole("button", { name: "Submit Offer" }).click();
  await expect(quotaAlert(form)).toBeVisible();
  await expectKept(form, typed);
  await expect(form.getByRole("combobox", { name: /^Financing type/ })).toHaveText("Jumbo Loan");
  await expect(form.getByRole("button", { name: "Submit Offer" })).toBeEnabled();
  await expect(toasts(page).getByText("Offer Submitted")).toHaveCount(0);
  await expect(page).toHaveURL(/\/make-offer\/\?listing=aman-miami-beach$/);
});

test("realtor application: storage full at submit shows the message and keeps every step's answers", async ({ page }) => {
  test.slow(); // five steps and an upload
  await failStorageWrites(page, false);
  await gotoReady(page, "/realtor-application/");
  const wizard = page.locator("form").filter({ has: page.getByRole("progressbar", { name: "Application progress" }) });
  const next = () => wizard.getByRole("button", { name: "Next Section" }).click();
  const choose = async (label: RegExp, option: string) => {
    await wizard.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  };
  const step1 = {
    "First name": "Adriana",
    "Last name": "Solis",
    Email: "adriana@example.com",
    Phone: "305 555 0164",
    "Street address": "1200 Brickell Avenue",
    City: "Miami",
    "ZIP code": "33131",
  };
  await wizard.getByRole("radio", { name: "Single Agent" }).click();
  await fill(wizard, step1);
  await choose(/^State/, "Florida (FL)");
  await next();
  await field(wizard, "Real estate license number").fill("SL3459812");
  await choose(/^License state/, "Florida (FL)");
  await field(wizard, "Current brokerage").fill("Bayfront Luxury Partners");
  await choose(/^Years of experience/, "6 to 10 years");
  await next();
  await wizard.getByRole("radio", { name: "Individual Agent", exact: true }).click();
  await choose(/^Annual sales volume/, "$15M to $30M");
  await choose(/^Average sale price/, "$1M to $5M");
  await field(wizard, "Client testimonials").fill("Adriana found us a residence before it was listed.");
  await next();
  const reference = { Name: "Gregory Hale", Company: "Hale Private Wealth", Phone: "305 555 0177", Email: "gregory@example.com" };
  const first = wizard.getByRole("group", { name: "First reference" });
  await fill(first, reference);
  await next();
  await expect(wizard.getByText("Step 5 of 5")).toBeVisible();
  await wizard.getByLabel(/^Real estate license/).setInputFiles(pdf("FL-license.pdf"));
  await expect(wizard.getByText("FL-license.pdf")).toBeVisible();
  await wizard.getByRole("checkbox", { name: /partnership terms and conditions/ }).check();
  await wizard.getByRole("checkbox", { name: /70\/30 commission split/ }).check();

  // The disk fills up just before the application is sent.
  await setWritesFailing(page, true);
  await wizard.getByRole("button", { name: "Submit Application" }).click();
  await expect(quotaAlert(wizard)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Application submitted" })).toHaveCount(0);
  await expect(wizard.getByText("Step 5 of 5")).toBeVisible();
  await expect(wizard.getByText("FL-license.pdf")).toBeVisible();
  await expect(wizard.getByRole("checkbox", { name: /partnership terms and conditions/ })).toBeChecked();
  await expect(wizard.getByRole("checkbox", { name: /70\/30 commission split/ })).toBeChecked();
  expect(await storedRecords(page, "applications")).toEqual([]);

  // Every earlier step still holds its answers.
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expectKept(first, reference);
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expect(field(wizard, "Client testimonials")).toHaveValue("Adriana found us a residence before it was listed.");
  await expect(wizard.getByRole("radio", { name: "Individual Agent", exact: true })).toBeChecked();
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expect(field(wizard, "Real estate license number")).toHaveValue("SL3459812");
  await expect(field(wizard, "Current brokerage")).toHaveValue("Bayfront Luxury Partners");
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expectKept(wizard, step1);
  await expect(wizard.getByRole("radio", { name: "Single Agent" })).toBeChecked();

  // Space again: the same answers go through.
  await setWritesFailing(page, false);
  for (let step = 1; step < 5; step += 1) await next();
  await wizard.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("dialog", { name: "Application submitted" })).toBeVisible();
  expect(await storedRecords(page, "applications")).toHaveLength(1);
});

test("request dialog: storage full shows the message, keeps every answer and stays open", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await gotoUnlocked(page, "/residences/");
  const card = page.getByRole("article").filter({ hasText: "Residence 3A" });
  const dialog = await openRequestDialog(page, card.getByRole("button", { name: "Inquire Now" }), "Inquire about this residence");
  const typed = { "Full name": CONTACT.name, Email: CONTACT.email, Phone: CONTACT.phone, Message: "Could you send the floor plan?" };
  await fill(dialog, typed);
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(quotaAlert(dialog)).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Request received" })).toHaveCount(0);
  await expectKept(dialog, typed);
  await expect(dialog.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();
});

test("contract form: storage full shows the message, keeps every answer and does not leave the page", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await page.goto("/contracts/new/");
  await fillContractForm(page, {}, "2027-03-31");
  await page.getByRole("button", { name: "Create Contract" }).click();
  await expect(quotaAlert(page)).toBeVisible();
  await expect(toasts(page).getByText("Contract Created")).toHaveCount(0);
  await expect(page).toHaveURL(/\/contracts\/new\/$/);
  await expect(page.getByLabel("Property name")).toHaveValue(newContract.propertyName);
  await expect(page.getByLabel("Buyer's full name")).toHaveValue(newContract.buyerName);
  await expect(page.getByLabel("Seller's email")).toHaveValue(newContract.sellerEmail);
  await expect(page.getByLabel("Purchase amount")).toHaveValue(newContract.purchaseAmount);
  await expect(page.getByLabel("Closing date")).toHaveValue("2027-03-31");
  await expect(page.getByLabel("Special terms")).toHaveValue(newContract.specialTerms);
  await expect(page.getByLabel("License number")).toHaveValue(newContract.realtorLicense);
  await expect(page.getByRole("button", { name: "Create Contract" })).toBeEnabled();
});

test("message: storage full shows the message and keeps the text in the box", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await page.goto("/contracts/1/messages/");
  const log = page.getByRole("log", { name: "Conversation messages" });
  await expect(log.getByRole("listitem")).toHaveCount(5);
  const box = page.getByRole("textbox", { name: /Message to/ });
  await box.fill("The inspection is booked for Tuesday.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(quotaAlert(page)).toBeVisible();
  await expect(box).toHaveValue("The inspection is booked for Tuesday.");
  await expect(log.getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
});

test("signature: storage full shows the message, nothing is signed, and the name stays", async ({ page }) => {
  await seedStore(page);
  await failStorageWrites(page);
  await page.goto("/contracts/2/sign/");
  await page.getByRole("radio", { name: /^Seller:/ }).check();
  await page.getByLabel("Full legal name").fill("Margaret Ellison");
  await page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }).check();
  await page.getByRole("button", { name: "Sign Contract" }).click();
  await expect(quotaAlert(page).first()).toBeVisible();
  await expect(toasts(page).getByText("Contract signed")).toHaveCount(0);
  await expect(page).toHaveURL(/\/contracts\/2\/sign\/$/);
  await expect(page.getByLabel("Full legal name")).toHaveValue("Margaret Ellison");
  await expect(page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Sign Contract" })).toBeEnabled();
});
