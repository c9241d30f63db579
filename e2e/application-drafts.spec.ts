// The realtor application's draft: saved on this device as it is filled, resumed after a reload, forgotten by Start again.
import { expectStep, reachDocuments, wizard } from "./helpers/application";
import { pdf } from "./helpers/files";
import { expect, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

// Each test walks several steps of the wizard, some with a 10MB upload: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

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
