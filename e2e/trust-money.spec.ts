// Money in integer cents (issue 14, item 7): the calculators on /realtors and /owners keep the cents
// a person types and show shares to the cent, the two parts of a split adding up to the whole.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { main } from "./helpers/page";

test("the realtor calculator splits a $45.00 commission into $31.50 and $13.50", async ({ page }) => {
  await gotoUnlocked(page, "/realtors/");
  const field = main(page).getByLabel("Commission on a sale");
  const shares = main(page).getByRole("definition").filter({ hasText: /^\$/ });
  await expect(shares).toHaveText(["$175,000", "$75,000"]);

  await field.fill("$45.00");
  await expect(shares).toHaveText(["$31.50", "$13.50"]);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // Odd cents: 70% of $10.01 is $7.007, so $7.01, and the platform keeps the rest, $3.00.
  await field.fill("10.01");
  await expect(shares).toHaveText(["$7.01", "$3.00"]);
  await field.fill("$0.01");
  await expect(shares).toHaveText(["$0.01", "$0.00"]);
  // A third decimal is not an amount.
  await field.fill("$45.001");
  await expect(main(page).getByText("Enter a commission in dollars, like $250,000")).toBeVisible();
});

test("the owner fee calculator keeps the cents of an odd sale price", async ({ page }) => {
  await gotoUnlocked(page, "/owners/");
  const calculator = main(page).locator("section", { has: page.getByRole("heading", { name: "What a sale earns you" }) });
  await calculator.getByLabel("Sale price").fill("$1,234,567.89");
  await calculator.getByLabel("Broker commission").fill("5.5%");
  // 3% of $1,234,567.89 is $37,037.0367; the commission at 5.5% is $67,901.23395.
  await expect(calculator.getByRole("status")).toHaveText("$37,037.04");
  await expect(calculator.getByText("Broker commission on this sale:")).toContainText("$67,901.23");
  const rows = calculator.getByRole("table", { name: "Platform fee on this sale" }).getByRole("row");
  await expect(rows.filter({ hasText: "Phase 1" }).getByRole("cell")).toHaveText("$2,037.04");
  await expect(rows.filter({ hasText: "Phase 2" }).getByRole("cell")).toHaveText("$24,691.36");
  await expect(rows.filter({ hasText: "Phase 3" }).getByRole("cell")).toHaveText("Not priced yet");
  await expectNoAxeViolations(page);
});
