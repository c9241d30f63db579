// The UI never claims what the product does not do (issue 14, item 8): /hyper-targeting no longer
// says data is encrypted; it says what is true of this preview.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";

test("hyper-targeting's privacy point claims no encryption the preview does not do", async ({ page }) => {
  await gotoUnlocked(page, "/hyper-targeting/");
  const compliance = page.getByRole("region", { name: "Precise, and within the rules" });
  const privacy = compliance.getByRole("definition").filter({ hasText: "campaign team" });
  await expect(privacy).toContainText("This preview gathers no prospect data");
  await expect(privacy).toContainText("stays in your browser, unencrypted");
  await expect(page.locator("#main")).not.toContainText(/data is encrypted/i);
  await expectNoAxeViolations(page);
});
