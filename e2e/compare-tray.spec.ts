import { pressToggle, seedList, storedList, toggle, tray } from "./helpers/compare";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { toasts } from "./helpers/page";

const FOUR = ["listing:aman-miami-beach", "listing:st-regis-aspen", "listing:bulgari-dubai", "unit:aman-penthouse-12"];

test.describe("the compare tray", () => {
  test("is used with the keyboard alone: a toggle, Tab to a remove button, Enter, then the comparison", async ({ page }) => {
    test.slow(); // an axe scan of the 16 featured units
    await gotoUnlocked(page, "/residences/");
    const dune = toggle(page, "Dune Residence, Aman Miami Beach");
    await expect(dune).toHaveAttribute("aria-pressed", "false");
    await dune.focus();
    await page.keyboard.press("Enter");
    await expect(dune).toHaveAttribute("aria-pressed", "true");
    await expect(toasts(page).getByText("Added to compare")).toBeVisible();
    const garden = toggle(page, "Garden Residence, Four Seasons Private Residences Beverly Hills");
    await garden.focus();
    await page.keyboard.press("Space");
    await expect(garden).toHaveAttribute("aria-pressed", "true");
    await expect(tray(page)).toHaveAccessibleName("Compare 2 of 4");
    await expectNoAxeViolations(page);

    // The tray comes after the footer: Tab from the footer's last link reaches its first remove button.
    await page.locator("footer a").last().focus();
    await page.keyboard.press("Tab");
    const removeDune = tray(page).getByRole("button", { name: "Remove Dune Residence, Aman Miami Beach from compare" });
    await expect(removeDune).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(tray(page)).toHaveAccessibleName("Compare 1 of 4");
    await expect(dune).toHaveAttribute("aria-pressed", "false");
    // Focus moves on to the next residence's remove button, never into nothing.
    await expect(tray(page).getByRole("button", { name: /^Remove Garden Residence/ })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(tray(page).getByRole("link", { name: "Compare (1)" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(tray(page).getByRole("button", { name: "Clear" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/compare/?ids=unit:four-seasons-garden-residence-2c");
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
  });

  test("Clear empties the list and the tray goes, leaving no room behind", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    await seedList(page, FOUR.slice(0, 2));
    await expect(tray(page)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-compare-tray", "");
    await tray(page).getByRole("button", { name: "Clear" }).click();
    await expect(tray(page)).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-compare-tray");
    await expect(page.locator("#main")).toBeFocused();
    expect(await storedList(page)).toEqual([]);
  });

  test("refuses a fifth with the reason and the way to the comparison, and drops none", async ({ page }) => {
    test.slow(); // an axe scan of /buy
    await gotoUnlocked(page, "/buy/");
    await seedList(page, FOUR);
    await expect(tray(page)).toHaveAccessibleName("Compare 4 of 4");
    const cipriani = toggle(page, "Cipriani Residences");
    await expect(cipriani).toHaveAttribute("aria-pressed", "false");
    await cipriani.click();
    const refusal = toasts(page).getByRole("listitem").filter({ hasText: "You can compare up to 4 residences" });
    await expect(refusal).toContainText("Cipriani Residences was not added. Remove one from the compare tray first");
    await expect(cipriani).toHaveAttribute("aria-pressed", "false");
    expect(await storedList(page)).toEqual(FOUR);
    await expect(tray(page)).toHaveAccessibleName("Compare 4 of 4");
    await expectNoAxeViolations(page);
    await refusal.getByRole("link", { name: "compare the 4 you chose" }).click();
    await expect(page).toHaveURL(`/compare/?ids=${FOUR.join(",")}`);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);
  });

  test("follows another tab's changes", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const other = await page.context().newPage();
    await other.goto("/aman-miami-beach/");
    await pressToggle(page, "Aman Miami Beach", true);
    await expect(toggle(other, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "true");
    await expect(tray(other)).toHaveAccessibleName("Compare 1 of 4");
    await other.getByRole("button", { name: "Remove Aman Miami Beach from compare" }).click();
    await expect(toggle(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "false");
    await expect(tray(page)).toHaveCount(0);
  });

  test("a damaged list is recovered, never fatal", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    await seedList(page, ["listing:st-regis-aspen", "<script>", "listing:gone-from-the-site"] as string[]);
    await expect(tray(page)).toHaveAccessibleName("Compare 1 of 4");
    // The id the catalogue does not hold is dropped for good.
    await expect.poll(() => storedList(page)).toEqual(["listing:st-regis-aspen"]);
    await page.evaluate(() => localStorage.setItem("rm:compare", "{not json"));
    await page.reload();
    await expect(toggle(page, "St. Regis Aspen")).toHaveAttribute("aria-pressed", "false");
    await expect(tray(page)).toHaveCount(0);
    await pressToggle(page, "St. Regis Aspen", true);
    expect(await storedList(page)).toEqual(["listing:st-regis-aspen"]);
  });
});
