import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { ada, gotoReady, pdf, signUp, storedRecords } from "./people";

// Each test walks several steps of the wizard, some with a 10MB upload: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const wizard = (page: Page) => page.locator("form").filter({ has: page.getByRole("progressbar", { name: "Application progress" }) });
const summaryLinks = (page: Page) => wizard(page).getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("button");
const next = (page: Page) => wizard(page).getByRole("button", { name: "Next Section" }).click();

async function choose(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(wizard(page).getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(wizard(page).getByText(`Step ${step} of 5`)).toBeVisible();
  await expect(wizard(page).getByRole("progressbar", { name: "Application progress" })).toHaveAttribute(
    "aria-valuetext",
    `Step ${step} of 5: ${title}`,
  );
}

async function fillStep1(page: Page) {
  const form = wizard(page);
  await form.getByRole("radio", { name: "Dynamic Team (2 to 10 agents)" }).click();
  await form.getByLabel(/^First name/).fill("Adriana");
  await form.getByLabel(/^Last name/).fill("Solis");
  await form.getByLabel(/^Email/).fill("adriana@example.com");
  await form.getByLabel(/^Phone/).fill("305 555 0164");
  await form.getByLabel(/^Street address/).fill("1200 Brickell Avenue, Suite 1950");
  await form.getByLabel(/^City/).fill("Miami");
  await choose(page, form, /^State/, "Florida (FL)");
  await form.getByLabel(/^ZIP code/).fill("33131");
}

async function fillStep2(page: Page) {
  const form = wizard(page);
  await form.getByLabel(/^Real estate license number/).fill("SL3459812");
  await choose(page, form, /^License state/, "Florida (FL)");
  await form.getByLabel(/^Current brokerage/).fill("Bayfront Luxury Partners");
  await choose(page, form, /^Years of experience/, "6 to 10 years");
  await form.getByRole("checkbox", { name: "Hotel-Branded Residences" }).check();
  await form.getByRole("checkbox", { name: "Luxury Properties" }).check();
}

async function fillStep3(page: Page) {
  const form = wizard(page);
  await form.getByRole("radio", { name: "Team", exact: true }).click();
  await choose(page, form, /^Team size/, "2 to 5 agents");
  await choose(page, form, /^Annual sales volume/, "$15M to $30M");
  await choose(page, form, /^Average sale price/, "$1M to $5M");
  await form.getByLabel(/^Client testimonials/).fill("Adriana found us a residence at the Aman before it was listed.");
}

async function fillStep4(page: Page) {
  const first = wizard(page).getByRole("group", { name: "First reference" });
  await first.getByLabel(/^Name/).fill("Gregory Hale");
  await first.getByLabel(/^Company/).fill("Hale Private Wealth");
  await first.getByLabel(/^Phone/).fill("305 555 0177");
  await first.getByLabel(/^Email/).fill("gregory@example.com");
}

/** Fills steps 1 to 4 and arrives on step 5. */
async function reachDocuments(page: Page) {
  await fillStep1(page);
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3(page);
  await next(page);
  await fillStep4(page);
  await next(page);
  await expectStep(page, 5, "Documents & Agreement");
}

test("step 1 checks its required fields before moving on, with a summary that links to each @phone", async ({ page }) => {
  await gotoReady(page, "/realtor-application/");
  await expect(page).toHaveTitle(/^Realtor Partnership Application/);
  await expectStep(page, 1, "Personal Information");
  await expect(wizard(page).getByRole("button", { name: "Previous" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await next(page);
  await expect(page.locator("[data-slot=error-summary]")).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(summaryLinks(page)).toHaveText([
    "Choose your agency type",
    "Enter your first name",
    "Enter your last name",
    "Enter your email address",
    "Enter your phone number",
    "Enter your street address",
    "Enter your city",
    "Choose a state",
    "Enter your ZIP code",
  ]);
  await expectStep(page, 1, "Personal Information");
  await summaryLinks(page).filter({ hasText: "Enter your city" }).click();
  await expect(wizard(page).getByLabel(/^City/)).toBeFocused();
  await summaryLinks(page).filter({ hasText: "Choose your agency type" }).click();
  await expect(wizard(page).getByRole("radio", { name: "Single Agent" })).toBeFocused();
  await expectNoAxeViolations(page);

  await wizard(page)
    .getByLabel(/^ZIP code/)
    .fill("3313");
  await wizard(page)
    .getByLabel(/^Email/)
    .fill("adriana@");
  await next(page);
  await expect(summaryLinks(page).filter({ hasText: "Enter a ZIP code, like 33131 or 33131-1234" })).toBeVisible();
  await expect(summaryLinks(page).filter({ hasText: "Enter an email address in the correct format" })).toBeVisible();
});

test("all five steps: each checks its own fields, Previous keeps answers, Submit needs both agreements", async ({ page }) => {
  await gotoReady(page, "/realtor-application/");
  await fillStep1(page);
  await next(page);
  await expectStep(page, 2, "Professional Credentials");
  await expect(wizard(page).getByRole("heading", { level: 2 })).toBeFocused();

  await next(page);
  await expect(summaryLinks(page)).toHaveText([
    "Enter your real estate license number",
    "Choose the state that issued your license",
    "Enter your current brokerage",
    "Choose your years of experience",
  ]);
  await fillStep2(page);
  await wizard(page).getByRole("button", { name: "Previous" }).click();
  await expectStep(page, 1, "Personal Information");
  await expect(wizard(page).getByLabel(/^First name/)).toHaveValue("Adriana");
  await expect(wizard(page).getByRole("radio", { name: "Dynamic Team (2 to 10 agents)" })).toBeChecked();
  await next(page);
  await expect(wizard(page).getByLabel(/^Real estate license number/)).toHaveValue("SL3459812");
  await next(page);

  await expectStep(page, 3, "Business Performance");
  await next(page);
  await expect(summaryLinks(page)).toHaveText([
    "Choose your business type",
    "Choose your annual sales volume",
    "Choose your average sale price",
  ]);
  await fillStep3(page);
  await next(page);

  await expectStep(page, 4, "Professional References");
  await next(page);
  await expect(summaryLinks(page)).toHaveText([
    "Enter the name of your first reference",
    "Enter the company of your first reference",
    "Enter the phone number of your first reference",
    "Enter the email address of your first reference",
  ]);
  await fillStep4(page);
  const second = wizard(page).getByRole("group", { name: /Second reference/ });
  await second.getByLabel(/^Email/).fill("not-an-email");
  await next(page);
  await expect(summaryLinks(page)).toHaveText(["Enter your second reference's email address in the correct format, like name@example.com"]);
  await second.getByLabel(/^Email/).fill("");
  await next(page);

  await expectStep(page, 5, "Documents & Agreement");
  const submit = wizard(page).getByRole("button", { name: "Submit Application" });
  await expect(submit).toBeDisabled();
  await wizard(page)
    .getByRole("checkbox", { name: /partnership terms and conditions/ })
    .check();
  await expect(submit).toBeDisabled();
  await wizard(page)
    .getByRole("checkbox", { name: /70\/30 commission split/ })
    .check();
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);

  // Both ticked but no license: the whole application is checked and the license named.
  await submit.click();
  await expect(summaryLinks(page)).toHaveText(["Select a PDF of your license"]);
  await expect(page.locator("[data-slot=error-summary]")).toBeFocused();

  await wizard(page)
    .getByLabel(/^Real estate license/)
    .setInputFiles(pdf("FL-license.pdf"));
  await expect(wizard(page).getByText("FL-license.pdf")).toBeVisible();
  await wizard(page)
    .getByLabel(/^Business plan/)
    .setInputFiles(pdf("plan-2027.pdf"));
  await expect(wizard(page).getByText("plan-2027.pdf")).toBeVisible();
  await submit.click();

  const dialog = page.getByRole("dialog", { name: "Application submitted" });
  await expect(dialog).toContainText(
    "Application submitted successfully! We will review your application and contact you within 5-7 business days.",
  );
  await expect(dialog).toContainText("In this preview your application is saved on this device only");
  await expectNoAxeViolations(page);

  const [application] = await storedRecords<Record<string, unknown>>(page, "applications");
  expect(application).toMatchObject({
    firstName: "Adriana",
    agencyType: "dynamic-team",
    zipCode: "33131",
    specializations: ["Luxury Properties", "Hotel-Branded Residences"],
    teamSize: "2-5",
    status: "submitted",
    licenseUpload: { name: "FL-license.pdf" },
    businessPlan: { name: "plan-2027.pdf" },
  });
  const files = await storedRecords<{ id: string; name: string; type: string }>(page, "files");
  expect(files.map((file) => file.name).sort()).toEqual(["FL-license.pdf", "plan-2027.pdf"]);
  expect(files.every((file) => file.type === "application/pdf")).toBe(true);
  expect(await storedRecords(page, "applicationDrafts")).toEqual([]);

  await dialog.getByRole("button", { name: "Done" }).click();
  await expectStep(page, 1, "Personal Information");
  await expect(wizard(page).getByLabel(/^First name/)).toHaveValue("");
});

test("uploads accept only real PDFs up to 10MB, show the file's name and can be removed", async ({ page }) => {
  await gotoReady(page, "/realtor-application/");
  await reachDocuments(page);
  const license = () => wizard(page).getByLabel(/^Real estate license/);
  const refuse = async (file: { name: string; mimeType: string; buffer: Buffer }, message: string) => {
    await license().setInputFiles(file);
    await expect(wizard(page).locator("[data-slot=form-message]").filter({ hasText: message })).toBeVisible();
    await expect(license()).toHaveAttribute("aria-invalid", "true");
  };

  await refuse(
    {
      name: "license.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from("PK\u0003\u0004"),
    },
    "The selected file must be a PDF",
  );
  await refuse(
    { name: "license.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><script>alert(1)</script></html>") },
    "The selected file must be a PDF",
  );
  await refuse({ name: "license.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) }, "The selected file is empty");
  const big = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024)]);
  await refuse({ name: "license.pdf", mimeType: "application/pdf", buffer: big }, "The selected file must be smaller than 10MB");
  expect(await storedRecords(page, "files")).toEqual([]);

  await license().setInputFiles(pdf("My <b>license</b>.pdf"));
  const chosen = wizard(page).getByText("My <b>license</b>.pdf");
  await expect(chosen).toBeVisible();
  const remove = wizard(page).getByRole("button", { name: "Remove My <b>license</b>.pdf" });
  await expect(remove).toBeFocused();
  await expect(wizard(page).locator("[data-slot=form-message]")).toHaveCount(0);
  expect(await storedRecords(page, "files")).toHaveLength(1);
  await expectNoAxeViolations(page);

  await remove.click();
  await expect(chosen).toBeHidden();
  await expect(license()).toBeFocused();
  await expect.poll(() => storedRecords(page, "files")).toEqual([]);
});

test("a reload resumes the draft at the same step, with its answers and files", async ({ page }) => {
  await gotoReady(page, "/realtor-application/");
  await reachDocuments(page);
  await wizard(page)
    .getByLabel(/^Real estate license/)
    .setInputFiles(pdf("license.pdf"));
  await expect(wizard(page).getByText("license.pdf")).toBeVisible();
  await wizard(page)
    .getByRole("checkbox", { name: /partnership terms and conditions/ })
    .check();
  await expect(wizard(page).getByText("Saving your draft…")).toBeHidden();
  await expect(wizard(page).getByText(/Draft saved on this device at/)).toBeVisible();

  await page.reload();
  await expect(wizard(page).getByText(/Welcome back: your draft from .* is restored/)).toBeVisible();
  await expectStep(page, 5, "Documents & Agreement");
  await expect(wizard(page).getByText("license.pdf")).toBeVisible();
  await expect(wizard(page).getByRole("checkbox", { name: /partnership terms and conditions/ })).toBeChecked();
  await wizard(page).getByRole("button", { name: "Previous" }).click();
  await expect(wizard(page).getByRole("group", { name: "First reference" }).getByLabel(/^Name/)).toHaveValue("Gregory Hale");

  // Start again forgets the draft and its files.
  await wizard(page).getByRole("button", { name: "Start again" }).click();
  await expectStep(page, 1, "Personal Information");
  await expect(wizard(page).getByLabel(/^First name/)).toHaveValue("");
  await expect.poll(() => storedRecords(page, "applicationDrafts")).toEqual([]);
  await expect.poll(() => storedRecords(page, "files")).toEqual([]);
});

test("a signed-in person starts with their name, email and phone filled in", async ({ page }) => {
  await signUp(page);
  await gotoReady(page, "/realtor-application/");
  await expect(wizard(page).getByLabel(/^First name/)).toHaveValue(ada.firstName);
  await expect(wizard(page).getByLabel(/^Last name/)).toHaveValue(ada.lastName);
  await expect(wizard(page).getByLabel(/^Email/)).toHaveValue(ada.email);
  await expect(wizard(page).getByLabel(/^Phone/)).toHaveValue(ada.phone);
});
