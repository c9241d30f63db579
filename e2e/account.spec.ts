// My activity (/account): the empty state, every kind of record made in this browser, the signed-in
// profile, Reset demo data, and a file that is not a backup.
import { ada } from "./helpers/accounts";
import { chooseBackupFile, exportBackup, importBackup } from "./helpers/backup";
import { activity } from "./helpers/backup-records";
import { expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { gotoReady, main } from "./helpers/page";
import { storedRecords } from "./helpers/store";
import { savedSignIn } from "./helpers/signed-in";

test("a fresh browser shows a helpful empty state and how to sign in", async ({ page }) => {
  await gotoReady(page, "/account/");
  await expect(page).toHaveTitle(/^My Activity/);
  await expect(main(page).getByRole("heading", { name: "Nothing submitted yet" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Browse residences and make an offer" })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Not signed in" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login/?next=%2Faccount%2F");
  await expectNoAxeViolations(page);
});

test("shows each kind of record made here, grouped and newest first, without the samples", async ({ page }) => {
  test.slow();
  await gotoReady(page, "/account/");
  const backup = await exportBackup(page);
  expect(backup.collections.contracts?.length).toBeGreaterThan(0);
  const seeded = activity(backup.collections.contracts?.[0] ?? {});
  for (const [name, records] of Object.entries(seeded)) {
    backup.collections[name] = [...(backup.collections[name] ?? []), ...records];
  }
  await importBackup(page, JSON.stringify(backup));
  await expect(main(page).getByText("Backup restored from backup.json.")).toBeVisible();

  const group = (title: string) =>
    main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: new RegExp(`^${title}`) }) });
  await expect(main(page).getByRole("heading", { level: 2 })).toContainText([
    "Offers",
    "Applications",
    "Payments and bookings",
    "Contracts",
    "Requests",
  ]);

  const offers = group("Offers").getByRole("article");
  await expect(offers).toHaveCount(2);
  await expect(offers.first()).toHaveAccessibleName("Offer on Aman Miami Beach");
  await expect(offers.first()).toContainText("$8,250,000");
  await expect(offers.first()).toContainText("Jumbo Loan");
  await expect(offers.first()).toContainText("Offer made");
  await expect(offers.nth(1)).toHaveAccessibleName("Offer on Faena Residences");

  const application = group("Applications").getByRole("article");
  await expect(application).toHaveAccessibleName("Realtor application: Adriana Solis");
  await expect(application).toContainText("Broker / Agency");
  const downloading = page.waitForEvent("download");
  await application.getByRole("button", { name: "Download license (FL-license.pdf)" }).click();
  expect((await downloading).suggestedFilename()).toBe("FL-license.pdf");

  const payments = group("Payments and bookings").getByRole("article");
  await expect(payments).toHaveCount(2);
  await expect(payments.first()).toContainText("Card (visa ending 4242)");
  await expect(payments.first()).toContainText("In Escrow");
  await expect(payments.nth(1)).toHaveAccessibleName("Booking: Casa Aspen Chalet");
  await expect(payments.nth(1)).toContainText("Dec 20, 2026 to Dec 24, 2026");

  const contracts = group("Contracts").getByRole("article");
  await expect(contracts).toHaveCount(1);
  await expect(contracts).toContainText("Cipriani Residences, Residence 2201");
  await expect(contracts.getByRole("link", { name: /Open contract/ })).toHaveAttribute("href", "/contracts/made-here-7/");

  const requests = group("Requests").getByRole("article");
  await expect(requests).toHaveCount(4);
  await expect(requests.nth(0)).toHaveAccessibleName("Private tour: St. Regis Aspen");
  await expect(requests.nth(0)).toContainText("14:30");
  await expect(requests.nth(1)).toContainText("Is the furniture package included?");
  await expect(requests.nth(3)).toContainText("$3,200");
  await expectNoAxeViolations(page);
});

test.describe("signed in (a Finance Lead)", () => {
  test.use({ storageState: savedSignIn("finance") });

  test("a signed-in person sees their profile; Reset demo data asks first, then empties everything and signs out", async ({ page }) => {
    test.slow();
    await gotoReady(page, "/account/");
    const profile = main(page).getByRole("region", { name: "Ada Lovelace" });
    await expect(profile).toContainText("Finance Lead");
    await expect(profile).toContainText(ada.email);
    await expect(profile).toContainText("Difference Engine Capital");

    await main(page).getByRole("button", { name: "Reset demo data" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset the demo data?" });
    await expect(dialog).toContainText("You will be signed out.");
    await expect(dialog.getByLabel(/^Your password/)).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await storedRecords(page, "accounts")).toHaveLength(1);

    await main(page).getByRole("button", { name: "Reset demo data" }).click();
    await dialog.getByLabel(/^Your password/).fill(ada.password);
    await dialog.getByRole("button", { name: "Reset demo data" }).click();
    await expect(main(page).getByText("Demo data reset.")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Not signed in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await storedRecords(page, "accounts")).toEqual([]);
    expect((await storedRecords(page, "contracts")).length).toBeGreaterThan(0);
  });
});

test("a file that is not a backup changes nothing and says so", async ({ page }) => {
  await gotoReady(page, "/account/");
  await expect(main(page).getByRole("heading", { name: "Nothing submitted yet" })).toBeVisible();
  const before = await storedRecords(page, "contracts");
  const dialog = await chooseBackupFile(page, JSON.stringify({ hello: "world" }), "notes.json");
  await expect(dialog.getByRole("alert")).toContainText("This file is not a backup from this site. Nothing was changed.");
  expect(await storedRecords(page, "contracts")).toEqual(before);
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  await expect((await chooseBackupFile(page, "{ not json", "broken.json")).getByRole("alert")).toContainText(/Nothing was changed/);
});
