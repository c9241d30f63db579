import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";

test.describe("desktop navigation", () => {
  test("shows every top link, with HOME marked current on the home page", async ({ page }) => {
    await gotoUnlocked(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Hotels", "/hotels"],
      ["Owners", "/owners"],
      ["Realtors", "/realtors"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", route(href));
    }
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Hotels", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toHaveAttribute("href", route("/login"));
    await expect(page.getByRole("banner").getByRole("link", { name: /Aurum Residences, home/ })).toHaveAttribute("href", route("/"));
  });

  test("the Purchase/Rent dropdown opens on hover and lists Purchase and Rent", async ({ page }) => {
    await gotoUnlocked(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Purchase/Rent" }).hover();
    await expect(nav.getByRole("link", { name: "Purchase" })).toHaveAttribute("href", route("/buy"));
    await expect(nav.getByRole("link", { name: "Rent" })).toHaveAttribute("href", route("/rent"));
    await expectNoAxeViolations(page);
  });

  test("the Tools dropdown works by keyboard alone", async ({ page }) => {
    await gotoUnlocked(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Tools" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const links = nav.getByRole("link", { name: /Contracts|Transactions|Hyper-Targeting|Closing Team/ });
    await expect(links).toHaveCount(4);
    await expect(nav.getByRole("link", { name: "Closing Team" })).toHaveAttribute("href", route("/about"));
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contracts" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("the header stays fixed while the page scrolls", async ({ page }) => {
    await gotoUnlocked(page, "/");
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("banner")).toBeInViewport();
    expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });
});

test.describe("mobile menu", () => {
  test("opens, keeps focus inside, closes on Escape and returns focus @phone-only", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await gotoUnlocked(page, "/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("lists every destination and closes when a link is followed @phone-only", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await gotoUnlocked(page, "/privacy/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const name of [
      "Home",
      "Purchase",
      "Rent",
      "Hotels",
      "Owners",
      "Realtors",
      "Contracts",
      "Transactions",
      "Hyper-Targeting",
      "Closing Team",
      "Log In",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");
  });

  test("the close button closes the menu @phone-only", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await gotoUnlocked(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("repeats the navigation and links to real legal pages and the concierge", async ({ page }) => {
    await gotoUnlocked(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Home", "/"],
      ["Hotels", "/hotels"],
      ["Owners", "/owners"],
      ["Realtors", "/realtors"],
      ["Log In", "/login"],
      ["Purchase", "/buy"],
      ["Rent", "/rent"],
      ["Contracts", "/contracts"],
      ["Transactions", "/transactions"],
      ["Hyper-Targeting", "/hyper-targeting"],
      ["Closing Team", "/about"],
      ["Verify a Contract", "/verify"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", route(href));
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await gotoUnlocked(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
