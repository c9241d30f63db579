// The unavailable Aspen rental (issue 14, item 8): every rental card has Book with Card; the
// Aspen one is disabled yet discoverable, and says why.
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { bookWithCard } from "./helpers/payments";

const ASPEN = "Ajax Chalet at St. Regis Aspen";

test("the unavailable Aspen chalet shows Book with Card disabled, marked Unavailable, with the reason", async ({ page }) => {
  await gotoUnlocked(page, "/rent/");
  const card = page.getByRole("article", { name: ASPEN });
  const book = bookWithCard(page, ASPEN);

  await expect(book).toBeVisible();
  await expect(book).toHaveAttribute("aria-disabled", "true");
  await expect(book).toHaveAccessibleDescription(/^Unavailable\s+Not taking bookings at the moment\.$/);
  await expect(card.locator('[data-slot="rental-actions"]').getByText("Unavailable", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Book with Card for / })).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Still reachable by keyboard, and pressing it opens nothing.
  await book.focus();
  await expect(book).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await book.click({ force: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The available ones still book.
  await expect(bookWithCard(page)).not.toHaveAttribute("aria-disabled", "true");
});
