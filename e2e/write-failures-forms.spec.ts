// Storage full (see helpers/write-failures.ts) when sending an offer, a realtor application or a request.
import { choose as chooseIn, next as nextSection, wizard as wizardOf } from "./helpers/application";
import { pdf } from "./helpers/files";
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { expectKept, fillLabelled, labelledField } from "./helpers/forms";
import { gotoReady, toasts } from "./helpers/page";
import { CONTACT, openRequestDialog } from "./helpers/request-forms";
import { storedRecords } from "./helpers/store";
import { failStorageWrites, quotaAlert, seedStore, setWritesFailing } from "./helpers/write-failures";

test.describe.configure({ timeout: 90_000 });

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
  await fillLabelled(form, typed);
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
  const wizard = wizardOf(page);
  const next = () => nextSection(page);
  const choose = (label: RegExp, option: string) => chooseIn(page, wizard, label, option);
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
  await fillLabelled(wizard, step1);
  await choose(/^State/, "Florida (FL)");
  await next();
  await labelledField(wizard, "Real estate license number").fill("SL3459812");
  await choose(/^License state/, "Florida (FL)");
  await labelledField(wizard, "Current brokerage").fill("Bayfront Luxury Partners");
  await choose(/^Years of experience/, "6 to 10 years");
  await next();
  await wizard.getByRole("radio", { name: "Individual Agent", exact: true }).click();
  await choose(/^Annual sales volume/, "$15M to $30M");
  await choose(/^Average sale price/, "$1M to $5M");
  await labelledField(wizard, "Client testimonials").fill("Adriana found us a residence before it was listed.");
  await next();
  const reference = { Name: "Gregory Hale", Company: "Hale Private Wealth", Phone: "305 555 0177", Email: "gregory@example.com" };
  const first = wizard.getByRole("group", { name: "First reference" });
  await fillLabelled(first, reference);
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
  await expect(labelledField(wizard, "Client testimonials")).toHaveValue("Adriana found us a residence before it was listed.");
  await expect(wizard.getByRole("radio", { name: "Individual Agent", exact: true })).toBeChecked();
  await wizard.getByRole("button", { name: "Previous" }).click();
  await expect(labelledField(wizard, "Real estate license number")).toHaveValue("SL3459812");
  await expect(labelledField(wizard, "Current brokerage")).toHaveValue("Bayfront Luxury Partners");
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
  await fillLabelled(dialog, typed);
  await dialog.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(quotaAlert(dialog)).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Request received" })).toHaveCount(0);
  await expectKept(dialog, typed);
  await expect(dialog.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();
});
