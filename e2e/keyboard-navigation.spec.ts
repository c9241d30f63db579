// By keys alone (see helpers/keyboard-spec.ts): the passcode gate, the header's links and dropdowns, and the phone menu.
import { patientExpect as expect, GATE_STORAGE_KEY, gotoUnlocked, PASSCODE, test } from "./helpers/fixtures";
import { tabAndPress, tabTo } from "./helpers/keyboard";
import { expectAnnounced, recordAnnouncements } from "./helpers/keyboard-announcements";
import { expectFocusTrapped, expectVisibleFocus } from "./helpers/keyboard-focus";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";
import { toasts } from "./helpers/page";

configureKeyboardSpec();

test.describe("gate", () => {
  test("the passcode is typed and sent with Enter; a wrong one is refused assertively, the right one welcomed politely", async ({
    page,
  }) => {
    await recordAnnouncements(page);
    await page.goto("/");
    const field = page.getByLabel("Passcode");
    await tabTo(page, field);

    await page.keyboard.type("not-the-word");
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Access Denied")).toBeVisible();
    await expectAnnounced(page, /Access Denied.*Invalid passcode/, "assertive");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("");
    await expectVisibleFocus(page, "the cleared passcode field");

    await page.keyboard.type(PASSCODE);
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Access Granted")).toBeVisible();
    await expectAnnounced(page, /Access Granted.*Welcome to Aurum Residences/, "polite");
    await expect(page.getByRole("heading", { name: "Private Access" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");
    expect(await page.evaluate((key) => localStorage.getItem(key), GATE_STORAGE_KEY)).not.toBeNull();

    // Focus is not stranded on the hidden gate: Tab goes on to a visible element of the page.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toBeVisible();
    await expectVisibleFocus(page, "the first stop after unlocking");
  });
});

test.describe("main navigation", () => {
  test("header links and both dropdowns are reached, opened and followed with keys", async ({ page, isMobile }) => {
    test.skip(isMobile, "the header links show at desktop width");
    await gotoUnlocked(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });

    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expectVisibleFocus(page, "the skip link");

    await tabAndPress(page, nav.getByRole("link", { name: "Hotels", exact: true }));
    await expect(page).toHaveURL(/\/hotels\/$/);
    await expect(nav.getByRole("link", { name: "Hotels", exact: true })).toHaveAttribute("aria-current", "page");

    // Purchase/Rent: ArrowDown opens it and moves into its list; ArrowDown again, then Enter.
    const purchaseRent = nav.getByRole("button", { name: "Purchase/Rent" });
    await tabTo(page, purchaseRent, { backwards: true });
    await page.keyboard.press("ArrowDown");
    await expect(purchaseRent).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Purchase", exact: true })).toBeFocused();
    await expectVisibleFocus(page, "Purchase in the open dropdown");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Rent", exact: true })).toBeFocused();
    await expectVisibleFocus(page, "Rent in the open dropdown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rent\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Following a link closes the dropdown and puts focus back on its button.
    await expect(purchaseRent).toHaveAttribute("aria-expanded", "false");
    await expect(purchaseRent).toBeFocused();
    await expectVisibleFocus(page, "Purchase/Rent after following Rent");

    // Tools: Space opens it, Escape closes it back to its button, Enter opens it again, Tab goes in.
    const tools = nav.getByRole("button", { name: "Tools" });
    await tabTo(page, tools, { max: 10 });
    await page.keyboard.press("Space");
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(tools).toHaveAttribute("aria-expanded", "false");
    await expect(tools).toBeFocused();
    await expectVisibleFocus(page, "Tools after Escape");
    await page.keyboard.press("Enter");
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contracts" })).toBeFocused();
    await expectVisibleFocus(page, "Contracts in the Tools list");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contracts\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contract Management" })).toBeVisible();
    await expect(tools).toHaveAttribute("aria-expanded", "false");
    await expect(tools).toBeFocused();

    // Tabbing out of an open dropdown closes it.
    await page.keyboard.press("Enter");
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    await expect(tools).toHaveAttribute("aria-expanded", "false");
  });

  test("the phone menu opens with Enter, keeps focus inside, closes with Escape to its button, and follows a link @phone-only", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the menu button shows at phone width");
    await gotoUnlocked(page, "/");
    const open = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page, "the first stop in the menu");
    await expectFocusTrapped(page, menu, 16);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expectVisibleFocus(page, "the menu button after Escape");

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "Rent", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rent\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(open).toBeFocused();
  });
});
