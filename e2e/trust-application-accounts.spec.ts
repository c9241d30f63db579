// Two accounts in one browser and the realtor application (issue 26, item 2): each account has its own draft
// and its own PDFs. Ada's answers and license are never shown to Bea, nor to the signed-out browser; a
// download on Bea's My activity of a PDF that is Ada's is refused; Ada finds her draft when she signs in again.
import type { Page } from "@playwright/test";
import { ada, signIn, signOutFromHeader, signUp } from "./helpers/accounts";
import { expectStep, reachDocuments, wizard } from "./helpers/application";
import { activity } from "./helpers/backup-records";
import { accountIdOf, bea } from "./helpers/data-rights";
import { pdf } from "./helpers/files";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady, main } from "./helpers/page";
import { putStoredRecords, storedRecords } from "./helpers/store";

// What Ada types (helpers/application.ts fills every step the same way) and the PDF she attaches.
const ADAS_ANSWERS = ["Adriana", "Solis", "adriana@example.com", "1200 Brickell Avenue", "SL3459812", "Gregory Hale"];
const LICENSE = "ada-license.pdf";

type StoredDraft = { ownerId?: string; values: { firstName?: string } };
type StoredFile = { id: string; ownerId?: string; name: string; size: number };

const field = (page: Page, label: RegExp) => wizard(page).getByLabel(label);

/** Nothing of Ada's application on the page: none of her answers, in the text or in a field. */
async function expectNothingOfAdas(page: Page) {
  for (const answer of [...ADAS_ANSWERS, LICENSE]) await expect(main(page)).not.toContainText(answer);
  for (const label of [/^First name/, /^Last name/, /^Email/, /^Street address/, /^City/, /^ZIP code/]) {
    await expect(field(page, label)).not.toHaveValue(new RegExp(ADAS_ANSWERS.join("|")));
  }
}

test("two accounts in one browser each have their own application draft, and Ada's PDF is never served to Bea", async ({ page }) => {
  test.setTimeout(240_000); // two sign-ups and a sign-in (PBKDF2), and the wizard's four steps

  // Ada signs up and fills the application up to its documents, with her license attached.
  await signUp(page, ada);
  await expectNoAxeViolations(page);
  await gotoReady(page, "/realtor-application/");
  await reachDocuments(page);
  await field(page, /^Real estate license/).setInputFiles(pdf(LICENSE));
  await expect(wizard(page).getByText(LICENSE)).toBeVisible();
  await expect(wizard(page).getByText(/Draft saved on this device at/)).toBeVisible();
  await expectNoAxeViolations(page);
  const adaId = await accountIdOf(page, ada);

  // Signing out on the page swaps Ada's form for the signed-out browser's: empty.
  await signOutFromHeader(page, "Ada");
  await expectStep(page, 1, "Personal Information");
  await expect(field(page, /^First name/)).toHaveValue("");
  await expectNothingOfAdas(page);

  // Bea signs up in the same browser: an empty application (her own details filled in), nothing of Ada's.
  await signUp(page, bea);
  await gotoReady(page, "/realtor-application/");
  await expectStep(page, 1, "Personal Information");
  await expect(field(page, /^First name/)).toHaveValue("Bea");
  await expect(field(page, /^Street address/)).toHaveValue("");
  await expect(wizard(page).getByText(/Welcome back/)).toHaveCount(0);
  await expectNothingOfAdas(page);
  await expectNoAxeViolations(page);

  // Typing saves Bea's own draft; Ada's stays as she left it.
  await field(page, /^City/).fill("New York");
  await expect(wizard(page).getByText(/Draft saved on this device at/)).toBeVisible();
  const beaId = await accountIdOf(page, bea);
  const drafts = await storedRecords<StoredDraft>(page, "applicationDrafts");
  expect(drafts.map((draft) => [draft.ownerId, draft.values.firstName]).sort()).toEqual([
    [adaId, "Adriana"],
    [beaId, "Bea"],
  ]);

  // An application of Bea's that points at Ada's PDF (as one submitted from the draft every account shared before
  // drafts had owners would): My activity refuses to download it.
  const adasFile = (await storedRecords<StoredFile>(page, "files")).find((file) => file.ownerId === adaId);
  if (!adasFile) throw new Error("Ada's license was not stored as hers");
  const [application] = activity({}).applications;
  const licenseUpload = { id: adasFile.id, name: adasFile.name, size: adasFile.size };
  await putStoredRecords(page, "applications", [{ ...application, id: "application-bea", ownerId: beaId, licenseUpload }]);
  await gotoReady(page, "/account/");
  const downloads: string[] = [];
  page.on("download", (download) => downloads.push(download.suggestedFilename()));
  const card = main(page).getByRole("article", { name: /^Realtor application/ });
  await card.getByRole("button", { name: `Download license (${LICENSE})` }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "This file belongs to another account in this browser: only that account can download it.",
  );
  await expect(card.getByRole("button", { name: "License: not yours to download" })).toBeDisabled();
  expect(downloads).toEqual([]);
  await expectNoAxeViolations(page);

  // Ada signs in again and finds her draft where she left it, her license attached.
  await signOutFromHeader(page, "Bea");
  await signIn(page, ada);
  await gotoReady(page, "/realtor-application/");
  await expect(wizard(page).getByText(/Welcome back: your draft from .* is restored/)).toBeVisible();
  await expectStep(page, 5, "Documents & Agreement");
  await expect(wizard(page).getByText(LICENSE)).toBeVisible();
  await expect(main(page)).not.toContainText("New York");
  await expectNoAxeViolations(page);
});
