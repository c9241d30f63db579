// The realtor application wizard, step by step: each step checks its own fields, Previous keeps the
// answers, Submit needs both agreements and a license; a signed-in person starts with their details.
import { ada } from "./helpers/accounts";
import { expectStep, fillStep1, fillStep2, fillStep3, fillStep4, next, summaryLinks, wizard } from "./helpers/application";
import { pdf } from "./helpers/files";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";

// Each test walks several steps of the wizard, some with a 10MB upload: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("step 1 checks its required fields before moving on, with a summary that links to each", async ({ page }) => {
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

test.describe("signed in", () => {
  test.use({ storageState: savedSignIn("ada") });

  test("a signed-in person starts with their name, email and phone filled in", async ({ page }) => {
    await gotoReady(page, "/realtor-application/");
    await expect(wizard(page).getByLabel(/^First name/)).toHaveValue(ada.firstName);
    await expect(wizard(page).getByLabel(/^Last name/)).toHaveValue(ada.lastName);
    await expect(wizard(page).getByLabel(/^Email/)).toHaveValue(ada.email);
    await expect(wizard(page).getByLabel(/^Phone/)).toHaveValue(ada.phone);
  });
});
