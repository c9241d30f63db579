// The realtor application's PDF uploads: only real PDFs up to 10MB, the file's name shown as text, removable.
import { reachDocuments, wizard } from "./helpers/application";
import { pdf } from "./helpers/files";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

// Each test walks several steps of the wizard, some with a 10MB upload: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

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
