import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { tabAndPress, tabAndType, tabTo } from "./helpers/keyboard";
import { toasts } from "./helpers/page";
import { checkOf } from "./helpers/verify";

test.describe.configure({ timeout: 90_000 });

test("keyboard only: the seller signs for a company with a capacity, and the contract shows the signature checked", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/2/sign/");
  await expect(page.getByText("Signed with a key kept in this browser; anyone can check this document at /verify.")).toBeVisible();
  await expect(page.getByText("If you sign for a company: e.g. Director, for Collins Dune Holdings LLC.")).toBeVisible();
  await expectNoAxeViolations(page);

  const seller = page.getByRole("radio", { name: /^Seller: Margaret Ellison/ });
  await tabTo(page, seller, { max: 80 });
  await expect(seller).toBeChecked();
  await tabAndType(page, page.getByLabel("Full legal name"), "Margaret Ellison");
  await tabAndType(page, page.getByLabel("Capacity (optional)"), "Trustee, for the Ellison Family Trust");
  await tabAndPress(page, page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }), "Space");
  await tabAndPress(page, page.getByRole("button", { name: "Sign Contract" }));
  await expect(toasts(page).getByText(/signed with a key kept in this browser; anyone can check this document at \/verify/)).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/2\/$/);
  await expect(checkOf(page, "Seller")).toContainText("Terms unchanged since signed");
  await expect(checkOf(page, "Seller")).toContainText("Margaret Ellison (Trustee, for the Ellison Family Trust)");
  await expect(checkOf(page, "Buyer")).toContainText("Typed name only");
  await expectNoAxeViolations(page);
});
