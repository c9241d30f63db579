// Two tabs of one browser share the realtor application's one draft (issue 14, item 6): neither
// tab's text is overwritten silently, submitting from both makes one application, and a PDF a
// submitted application points at outlives the other tab's draft.
import type { Page } from "@playwright/test";
import { reachDocuments, wizard } from "./helpers/application";
import { pdf } from "./helpers/files";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

test.describe.configure({ timeout: 120_000 });

const APPLICANT = "Adriana Solis"; // as helpers/application.ts fills step 1
const firstName = (page: Page) => wizard(page).getByLabel(/^First name/);
const notice = (page: Page) => wizard(page).getByRole("alert").filter({ hasText: "in another tab" });
// The draft's note beside the step title, whatever it says (a failure shows what it said instead).
const draftNote = (page: Page) => wizard(page).getByText(/^(Not saved|Saving your draft|Draft saved|Your answers are kept)/);
const submit = (page: Page) => wizard(page).getByRole("button", { name: "Submit Application" });

async function storedFirstName(page: Page) {
  const [draft] = await storedRecords<{ values: { firstName?: string } }>(page, "applicationDrafts");
  return draft?.values.firstName;
}

/** A second tab of the same browser (same storage), on the application. */
async function secondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await gotoReady(other, "/realtor-application/");
  return other;
}

/** Every step answered, the license attached and both agreements ticked, and the draft saved. */
async function readyToSubmit(page: Page, license: string) {
  await reachDocuments(page);
  await wizard(page)
    .getByLabel(/^Real estate license/)
    .setInputFiles(pdf(license));
  await expect(wizard(page).getByText(license)).toBeVisible();
  for (const agreement of [/partnership terms and conditions/, /70\/30 commission split/]) {
    await wizard(page).getByRole("checkbox", { name: agreement }).check();
  }
  await expect(submit(page)).toBeEnabled();
  await expect(wizard(page).getByText(/Draft saved on this device at/)).toBeVisible();
}

test("two tabs typing in the one draft: the tab that fell behind is told and chooses, nothing is overwritten silently", async ({
  page,
}) => {
  await gotoReady(page, "/realtor-application/");
  const other = await secondTab(page);

  await firstName(page).fill("Adriana");
  await expect.poll(() => storedFirstName(page)).toBe("Adriana");
  await expect(notice(other)).toContainText("This draft was changed in another tab at");

  // The other tab keeps its own text, and saving it waits for the person's choice.
  await firstName(other).fill("Beatriz");
  await expect(draftNote(other)).toHaveText("Not saved: another tab changed this draft");
  expect(await storedFirstName(page)).toBe("Adriana");
  await expect(firstName(page)).toHaveValue("Adriana");
  await expectNoAxeViolations(other);

  // 'Keep mine' saves it over the draft, and now the first tab is the one told.
  await notice(other).getByRole("button", { name: "Keep mine" }).click();
  await expect(notice(other)).toBeHidden();
  await expect(wizard(other).getByText(/Draft saved on this device at/)).toBeVisible();
  await expect.poll(() => storedFirstName(page)).toBe("Beatriz");
  await expect(notice(page)).toContainText("This draft was changed in another tab at");
  await expect(firstName(page)).toHaveValue("Adriana");
  await expectNoAxeViolations(page);

  // 'Load the newer draft' replaces this tab's answers with it, on the person's say-so.
  await notice(page).getByRole("button", { name: "Load the newer draft" }).click();
  await expect(firstName(page)).toHaveValue("Beatriz");
  await expect(wizard(page).getByText(/The newer draft, saved at .*, is loaded/)).toBeVisible();
  await expect(wizard(page).getByRole("heading", { level: 2, name: "Personal Information" })).toBeFocused();

  // In step again: typing here saves, and the other tab hears of it.
  await firstName(page).fill("Beatriz Ana");
  await expect.poll(() => storedFirstName(page)).toBe("Beatriz Ana");
  await expect(notice(other)).toContainText("This draft was changed in another tab at");
  await expect(firstName(other)).toHaveValue("Beatriz");
});

test("a draft discarded in one tab: the other is told, and 'Keep mine' saves its answers again", async ({ page }) => {
  await gotoReady(page, "/realtor-application/");
  await firstName(page).fill("Adriana");
  await expect.poll(() => storedFirstName(page)).toBe("Adriana");
  const other = await secondTab(page);
  await expect(firstName(other)).toHaveValue("Adriana");

  await wizard(other).getByRole("button", { name: "Start again" }).click();
  await expect(firstName(other)).toHaveValue("");
  await expect(notice(page)).toContainText("This draft was discarded in another tab.");
  await expect(firstName(page)).toHaveValue("Adriana");
  await expect.poll(() => storedRecords(page, "applicationDrafts")).toEqual([]);

  await notice(page).getByRole("button", { name: "Keep mine" }).click();
  await expect(notice(page)).toBeHidden();
  await expect.poll(() => storedFirstName(page)).toBe("Adriana");
  // The tab that started again now holds an empty form the stored draft is not: it is told in turn.
  await expect(notice(other)).toContainText("This draft was changed in another tab at");
  await expect(firstName(other)).toHaveValue("");
});

test("submitting from both tabs at once makes one application, shown in both", async ({ page }) => {
  await gotoReady(page, "/realtor-application/");
  await readyToSubmit(page, "FL-license.pdf");
  const other = await secondTab(page);
  await expect(wizard(other).getByText(/Welcome back: your draft from .* is restored/)).toBeVisible();
  await expect(submit(other)).toBeEnabled();

  await Promise.all([submit(page).click(), submit(other).click()]);

  const references = await Promise.all(
    [page, other].map(async (tab) => {
      const dialog = tab.getByRole("dialog", { name: "Application submitted" });
      await expect(dialog).toContainText(APPLICANT);
      return dialog.locator("dd").last().textContent();
    }),
  );
  expect(references[0]).toBe(references[1]);
  const toldAlready = await Promise.all([page, other].map((tab) => tab.getByText("These answers had already been submitted").count()));
  expect(toldAlready.sort()).toEqual([0, 1]);
  expect(await storedRecords(page, "applications")).toHaveLength(1);
  await expectNoAxeViolations(other);
});

test("a double click submits once, and the PDF still downloads from My activity after the other tab discards its draft", async ({
  page,
}) => {
  await gotoReady(page, "/realtor-application/");
  await readyToSubmit(page, "FL-license.pdf");
  const other = await secondTab(page);
  await expect(wizard(other).getByText("FL-license.pdf")).toBeVisible();

  await submit(page).dblclick();
  await expect(page.getByRole("dialog", { name: "Application submitted" })).toBeVisible();
  await expect.poll(() => storedRecords(page, "applications")).toHaveLength(1);

  // The other tab learns what became of the draft, and discards its copy.
  await expect(notice(other)).toContainText("This application was submitted in another tab on");
  await expectNoAxeViolations(other);
  await notice(other).getByRole("button", { name: "Start again" }).click();
  await expect(wizard(other).getByText("Step 1 of 5")).toBeVisible();
  await expect(firstName(other)).toHaveValue("");
  await expect.poll(() => storedRecords(page, "applicationDrafts")).toEqual([]);
  expect(await storedRecords(page, "applications")).toHaveLength(1);

  await gotoReady(other, "/account/");
  const application = other.getByRole("article", { name: `Realtor application: ${APPLICANT}` });
  await expect(application).toBeVisible();
  const downloading = other.waitForEvent("download");
  await application.getByRole("button", { name: "Download license (FL-license.pdf)" }).click();
  expect((await downloading).suggestedFilename()).toBe("FL-license.pdf");
  await expectNoAxeViolations(other);
});
