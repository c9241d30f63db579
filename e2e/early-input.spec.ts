// What a person does before the page has hydrated (lib/first-paint/early-input-script.ts,
// use-typed-value.ts, the pending marks of lib/first-paint), made deterministic: every script chunk of the framework is held back
// until the test releases it, so the page is shown and used exactly as it is before it hydrates.
// e2e/first-tap.spec.ts covers the same at real timings.
import { patientExpect as expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { headerAccount } from "./helpers/accounts";
import { openHeld } from "./helpers/held-scripts";
import { gotoReady } from "./helpers/page";
import { seedList, storedList, toggle as compareToggle } from "./helpers/compare";
import { heart, toastWith } from "./helpers/shortlist";
import { storedRecords } from "./helpers/store";

test("a button pressed before the page is ready looks busy, then does what it says", async ({ page }) => {
  const release = await openHeld(page, "/buy/");
  const pay = page.getByRole("button", { name: /^Pay with Card/ }).first();
  await pay.click();
  await expect(pay).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("[data-early-input]")).toHaveCount(0);
});

test("a heart pressed before the page is ready, on an item already saved, keeps it saved: its label said 'Save'", async ({ page }) => {
  // Two page loads and two axe scans of /buy (about 5 s each on a quiet machine, 2,600 elements to
  // check): past the default 30 s when the machine is loaded.
  test.slow();
  await gotoReady(page, "/buy/");
  await heart(page, "Aman Miami Beach").click();
  await expect(heart(page, "Aman Miami Beach")).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);

  const release = await openHeld(page, "/buy/");
  const aman = heart(page, "Aman Miami Beach");
  await expect(aman).toHaveAttribute("data-shortlist", "pending");
  await aman.click();
  await expect(aman).toHaveAttribute("aria-busy", "true");
  release();
  await expect(toastWith(page, "Already on your shortlist")).toContainText("Aman Miami Beach is on your shortlist");
  await expect(aman).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[data-early-input]")).toHaveCount(0);
  expect(await storedRecords(page, "shortlist")).toEqual([expect.objectContaining({ itemId: "aman-miami-beach" })]);
  await expectNoAxeViolations(page);
});

test("a compare toggle pressed before the page is ready, on a residence already chosen, keeps it chosen", async ({ page }) => {
  await gotoReady(page, "/buy/");
  await seedList(page, ["listing:aman-miami-beach"]);
  const release = await openHeld(page, "/buy/");
  const aman = compareToggle(page, "Aman Miami Beach");
  await expect(aman).toHaveAttribute("data-compare-toggle", "pending");
  await aman.click();
  release();
  await expect(toastWith(page, "Already in compare")).toContainText("Aman Miami Beach. 1 of 4 chosen.");
  await expect(aman).toHaveAttribute("aria-pressed", "true");
  expect(await storedList(page)).toEqual(["listing:aman-miami-beach"]);
});

test("a tab pressed before the page is ready is selected once it is", async ({ page }) => {
  const release = await openHeld(page, "/login/");
  const newUser = page.getByRole("tab", { name: "New User" });
  await newUser.click();
  release();
  await expect(newUser).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
});

test("a form sent before the page is ready never puts what was typed into the address, and keeps it", async ({ page }) => {
  const release = await openHeld(page, "/contracts/new/");
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.getByLabel(/^Property name/).fill("Aman Miami Beach");
  await page.getByLabel(/^Buyer's email/).fill("julian@example.com");
  await page.getByRole("button", { name: "Create Contract" }).click();
  await page.getByLabel(/^Buyer's email/).press("Enter");
  expect(page.url()).not.toContain("?");
  release();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText("Enter the property name");
  await expect(page.getByLabel(/^Property name/)).toHaveValue("Aman Miami Beach");
  await expect(page.getByLabel(/^Buyer's email/)).toHaveValue("julian@example.com");
  expect(page.url()).not.toContain("?");
  expect(
    navigations.filter((url) => url.includes("?")),
    "no navigation carried the form's fields",
  ).toEqual([]);
});

test("text typed before the page is ready is kept when it becomes interactive", async ({ page }) => {
  const release = await openHeld(page, "/make-offer/?listing=aman-miami-beach");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aman Miami Beach");
  await page.getByLabel(/^Offer amount/).fill("$8,250,000");
  await page.getByLabel(/^Full name/).pressSequentially("Julian Ashworth");
  release();
  await page.getByRole("button", { name: "Submit Offer" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText(/offer amount/i);
  await expect(page.getByLabel(/^Offer amount/)).toHaveValue("$8,250,000");
  await expect(page.getByLabel(/^Full name/)).toHaveValue("Julian Ashworth");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aman Miami Beach");
});

test("a search in the address is never preceded by every listing: its results wait, said to be loading", async ({ page }) => {
  const release = await openHeld(page, "/buy/?hotel=aman");
  const results = page.getByRole("list", { name: "Residences for sale" });
  await expect(page.getByText("Loading your search…")).toBeVisible();
  await expect(results).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  release();
  await expect(results.locator(":scope > li")).toHaveCount(1);
  await expect(page.getByText("Loading your search…")).toBeHidden();
  await expect(page.getByRole("search").getByLabel("Brand", { exact: true })).toHaveValue("aman");
});

test("a bare address shows its results at once, before the page is ready", async ({ page }) => {
  const release = await openHeld(page, "/buy/");
  // The cards' own lists (their residence facts) are inside the items: count the results only.
  await expect(page.getByRole("list", { name: "Residences for sale" }).locator(":scope > li")).toHaveCount(17);
  await expect(page.getByText("Loading your search…")).toBeHidden();
  release();
});

test("a signed-in visitor never sees LOG IN first: the header waits for the session", async ({ page }) => {
  await page.addInitScript(() => {
    const session = {
      accountId: "acc-early",
      role: "buyer",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "212 555 0100",
      signedInAt: "2026-11-25T10:00:00.000Z",
    };
    window.sessionStorage.setItem("rm:session", JSON.stringify(session));
  });
  const release = await openHeld(page, "/");
  const logIn = page.getByRole("banner").getByRole("link", { name: "Log In" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(logIn).toBeHidden();
  release();
  await expect(headerAccount(page, "Ada")).toBeVisible();
  await expect(logIn).toHaveCount(0);
});

test("the phone menu tapped before the page is ready opens once it is @phone-only", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  const release = await openHeld(page, "/");
  const menu = page.getByRole("button", { name: "Open menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("dialog")).toBeVisible();
});
