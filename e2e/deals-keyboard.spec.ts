import { actAs, dialogOf, expect, main, makeOffer, SELLER_FACTS } from "./deals-helpers";
import { test, unlock } from "./fixtures";

test.describe.configure({ timeout: 120_000 });

test("keyboard only: counter as the seller, then accept as the buyer", async ({ page }) => {
  await unlock(page);
  await makeOffer(page);
  await actAs(page, "seller");

  const counter = main(page).getByRole("button", { name: "Counter", exact: true });
  await counter.focus();
  await page.keyboard.press("Enter");
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Counter-offer as the seller" })).toBeVisible();
  // Focus starts in the dialog; the amount is reached with Tab and replaced by typing.
  const amount = dialog.getByLabel(/^Offer amount/);
  while (!(await amount.evaluate((element) => element === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("8,400,000");
  const save = dialog.getByRole("button", { name: "Save counter-offer" });
  while (!(await save.evaluate((element) => element === document.activeElement))) await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByText("offer amount $8,400,000 (was $8,250,000)")).toBeVisible();

  // Back to the buyer's view with the keyboard, then accept.
  await main(page).getByRole("link", { name: "As the buyer" }).focus();
  await page.keyboard.press("Enter");
  await expect(main(page).getByTestId("offer-turn")).toHaveText("Your turn: answer as the buyer.");
  await main(page).getByRole("button", { name: "Accept", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Accept version 2 as the buyer" })).toBeVisible();
  for (const [label, value] of Object.entries(SELLER_FACTS)) {
    const field = dialog.getByLabel(new RegExp(`^${label.replace(/'/g, "'")}`));
    while (!(await field.evaluate((element) => element === document.activeElement))) await page.keyboard.press("Tab");
    await page.keyboard.type(value);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(page.getByRole("tabpanel")).toContainText("$8,400,000");
});
