// The shortlist (issue 15): a heart on every listing, residence and rental card and on the property
// pages, saved in the browser store; it survives a reload, shows on /account and comes off again.
import { signOutFromHeader } from "./helpers/accounts";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { accountSection, heart, toastWith } from "./helpers/shortlist";
import { storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";

test("the page's HTML shows every heart neutral, neither saved nor not saved, until the store answers", async ({ request }) => {
  for (const path of ["/buy/", "/rent/", "/residences/", "/aman-miami-beach/", "/hotels/aman/"]) {
    const html = await (await request.get(path)).text();
    const hearts = html.match(/<button[^>]*data-shortlist="[^"]*"[^>]*>/g) ?? [];
    expect(hearts.length, path).toBeGreaterThan(0);
    for (const button of hearts) {
      expect(button, path).toContain('data-shortlist="pending"');
      expect(button, path).not.toContain("aria-pressed");
    }
  }
});

test("a heart saves a listing, a residence and a rental; they survive a reload and show on /account", async ({ page }) => {
  test.slow();
  await gotoUnlocked(page, "/buy/");
  const aman = heart(page, "Aman Miami Beach");
  await expect(aman).toHaveAttribute("aria-pressed", "false");
  await expectNoAxeViolations(page);
  await aman.click();
  await expect(aman).toHaveAttribute("aria-pressed", "true");
  await expect(toastWith(page, "Saved to your shortlist")).toContainText("Aman Miami Beach is on your shortlist, kept on this device.");
  await page.reload();
  await expect(heart(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "true");
  await expect(heart(page, "Faena Residences")).toHaveAttribute("aria-pressed", "false");

  // The property page and the brand page show the same listing saved.
  await gotoUnlocked(page, "/aman-miami-beach/");
  await expect(heart(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "true");
  await expect(heart(page, "Aman Miami Beach")).toHaveText("Save");
  await expectNoAxeViolations(page);
  await gotoUnlocked(page, "/hotels/aman/");
  await expect(heart(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "true");
  await expect(heart(page, "Dune Residence, Residence 3A at Aman Miami Beach")).toHaveAttribute("aria-pressed", "false");
  await expectNoAxeViolations(page);

  await gotoUnlocked(page, "/residences/");
  const dune = heart(page, "Dune Residence, Residence 3A at Aman Miami Beach");
  await dune.click();
  await expect(dune).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await gotoUnlocked(page, "/rent/");
  const ajax = heart(page, "Ajax Chalet at St. Regis Aspen");
  await ajax.click();
  await expect(ajax).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  await gotoReady(page, "/account/");
  const shortlist = accountSection(page, "Your shortlist");
  await expect(shortlist.getByRole("heading", { level: 3 })).toHaveText([
    "Ajax Chalet at St. Regis Aspen",
    "Dune Residence, Residence 3A at Aman Miami Beach",
    "Aman Miami Beach",
  ]);
  await expect(shortlist.getByRole("link", { name: "Aman Miami Beach", exact: true })).toHaveAttribute("href", route("/aman-miami-beach"));
  await expect(shortlist.getByRole("link", { name: "Ajax Chalet at St. Regis Aspen" })).toHaveAttribute(
    "href",
    "/rent/#rental-st-regis-aspen-ajax-chalet-title",
  );
  await expect(shortlist.getByRole("listitem").last()).toContainText("For sale, Miami Beach, Florida");
  await expectNoAxeViolations(page);
});

test("taking items off, on /account or with the heart, persists", async ({ page }) => {
  test.slow();
  await gotoUnlocked(page, "/buy/");
  await heart(page, "Aman Miami Beach").click();
  await expect(heart(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "true");
  await heart(page, "Faena Residences").click();
  await expect(heart(page, "Faena Residences")).toHaveAttribute("aria-pressed", "true");

  await gotoReady(page, "/account/");
  const shortlist = accountSection(page, "Your shortlist");
  await expect(shortlist.getByRole("listitem")).toHaveCount(2);
  await shortlist.getByRole("button", { name: "Remove Aman Miami Beach from your shortlist" }).click();
  await expect(shortlist.getByRole("listitem")).toHaveCount(1);
  await expect(shortlist.getByRole("heading", { level: 2 })).toBeFocused();
  await page.reload();
  await expect(accountSection(page, "Your shortlist").getByRole("heading", { level: 3 })).toHaveText(["Faena Residences"]);

  await gotoUnlocked(page, "/buy/");
  await expect(heart(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "false");
  await heart(page, "Faena Residences").click();
  await expect(heart(page, "Faena Residences")).toHaveAttribute("aria-pressed", "false");
  await expect(toastWith(page, "Removed from your shortlist")).toBeVisible();
  await page.reload();
  await expect(heart(page, "Faena Residences")).toHaveAttribute("aria-pressed", "false");
  expect(await storedRecords(page, "shortlist")).toEqual([]);

  await gotoReady(page, "/account/");
  const empty = accountSection(page, "Your shortlist");
  await expect(empty).toContainText("Nothing saved yet. Press the heart on a residence to keep it here");
  await expect(empty.getByRole("link", { name: "Residences for sale" })).toHaveAttribute("href", route("/buy"));
  await expectNoAxeViolations(page);
});

test.describe("signed in", () => {
  test.use({ storageState: savedSignIn("ada") });

  test("an account's shortlist is its own: signed out, the hearts and /account do not show it", async ({ page }) => {
    test.slow();
    await gotoUnlocked(page, "/buy/");
    await heart(page, "Bulgari Dubai").click();
    await expect(heart(page, "Bulgari Dubai")).toHaveAttribute("aria-pressed", "true");
    const [record] = await storedRecords<{ ownerId?: string; kind: string; itemId: string }>(page, "shortlist");
    expect(record?.ownerId).toBeTruthy();
    expect(record).toMatchObject({ kind: "listing", itemId: "bulgari-dubai" });

    await signOutFromHeader(page, "Ada");
    await expect(heart(page, "Bulgari Dubai")).toHaveAttribute("aria-pressed", "false");
    await gotoReady(page, "/account/");
    await expect(accountSection(page, "Your shortlist")).toContainText("Nothing saved yet.");
  });
});
