// Every main flow of the site completed with the keyboard alone: Tab and Shift+Tab to move,
// typed text, Enter and Space to press, arrow keys inside radio groups, selects, menus and tabs,
// Escape to close. No mouse, no locator.click() or fill(): locators only say where focus should
// be and what the page shows. At every stop the focused element must show a visible focus
// indicator, dialogs must keep focus inside and hand it back on closing, and toasts must be
// announced politely (errors assertively).
import type { Page } from "@playwright/test";
import { futureDate, newContract, toasts } from "./deals";
import { expect as baseExpect, GATE_STORAGE_KEY, gotoUnlocked, PASSCODE, test } from "./fixtures";
import {
  arrowToNativeOption,
  chooseWithKeys,
  expectAnnounced,
  expectFocusTrapped,
  expectVisibleFocus,
  pressArrow,
  recordAnnouncements,
  tabAndPress,
  tabAndType,
  tabTo,
  typeDate,
} from "./keyboard-helpers";
import { AMAN, payWithCard, receiptTransactionId, storedTransaction, VISA } from "./payment-helpers";
import { ada, gotoReady, headerAccount, newUserPanel, passwordInput, returningUserPanel, storedRecords, waitUntilLoaded } from "./people";

// The store opens and seeds IndexedDB on first use, and the machine is shared: be patient.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
// Date fields are typed in the en-US order (month, day, year).
test.use({ locale: "en-US" });

test.describe("gate", () => {
  test("the passcode is typed and sent with Enter; a wrong one is refused assertively, the right one welcomed politely @phone", async ({
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

  test("the phone menu opens with Enter, keeps focus inside, closes with Escape to its button, and follows a link @phone", async ({
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

test.describe("filters", () => {
  const buyCount = (page: Page) => page.getByRole("status").filter({ hasText: "residence" });

  test("/buy: search, a select, the amenities disclosure and Clear filters, all by keys @phone", async ({ page }) => {
    await gotoUnlocked(page, "/buy/");
    const form = page.getByRole("search", { name: "Residences for sale" });
    await expect(buyCount(page)).toHaveText("17 residences");

    await tabAndType(page, form.getByLabel("Search", { exact: true }), "miami", "miami", { max: 60 });
    await expect(buyCount(page)).toHaveText(/Showing \d+ of 17 residences/);

    await tabTo(page, form.getByLabel("Bedrooms", { exact: true }));
    await arrowToNativeOption(page, form.getByLabel("Bedrooms", { exact: true }), "3+ bedrooms");
    await expect(page).toHaveURL(/\?q=miami&beds=3$/);
    await expect(buyCount(page)).toHaveText("Showing 3 of 17 residences");

    const amenities = form.getByRole("button", { name: "Amenities" });
    await tabAndPress(page, amenities);
    await expect(amenities).toHaveAttribute("aria-expanded", "true");
    await tabAndPress(page, form.getByLabel("Private Pool"), "Space");
    await expect(form.getByLabel("Private Pool")).toBeChecked();
    await expect(page).toHaveURL(/amenity=private-pool/);
    await expect(buyCount(page)).toHaveText(/Showing \d+ of 17 residences/);

    await tabAndPress(page, page.getByRole("button", { name: /^Clear filters/ }), "Enter", { max: 60 });
    await expect(buyCount(page)).toHaveText("17 residences");
    await expect(page).toHaveURL(/\/buy\/$/);
    await expect(form.getByLabel("Search", { exact: true })).toHaveValue("");
  });

  test("/rent: location, check-in and check-out dates and an amenity, by keys; the stay is priced @phone", async ({ page }) => {
    await gotoUnlocked(page, "/rent/");
    const form = page.getByRole("search", { name: "Residences to rent" });
    const results = page.getByRole("list", { name: "Residences to rent" }).getByRole("article");
    await expect(results).toHaveCount(3);

    await tabTo(page, form.getByLabel("Location", { exact: true }), { max: 60 });
    await arrowToNativeOption(page, form.getByLabel("Location", { exact: true }), "Miami Beach");
    await expect(page).toHaveURL(/where=miami-beach/);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText("Lagoon Villa");

    const checkIn = futureDate(30);
    const checkOut = futureDate(33);
    await tabTo(page, form.getByLabel("Check-in"));
    await typeDate(page, form.getByLabel("Check-in"), checkIn);
    await tabTo(page, form.getByLabel("Check-out"));
    await typeDate(page, form.getByLabel("Check-out"), checkOut);
    await expect(results.first()).toContainText("3 nights: $13,500");

    await tabAndPress(page, form.getByLabel("Ocean View"), "Space");
    await expect(form.getByLabel("Ocean View")).toBeChecked();
    await expect(page).toHaveURL(/amenity=ocean-view/);
    await expect(results).toHaveCount(1);
  });
});

test.describe("payments", () => {
  test("card deposit on /buy: the dialog opens with Enter, traps focus, is filled and paid by keys, and hands focus back @phone", async ({
    page,
  }) => {
    test.slow(); // a whole payment with a 2-second processing step
    await gotoUnlocked(page, "/buy/");
    const button = payWithCard(page);
    await tabTo(page, button, { max: 120, checkEachStop: false });
    await expectVisibleFocus(page, "Pay with Card");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Pay reservation deposit" })).toBeVisible();
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await expectVisibleFocus(page, "the dialog's first field");
    await expectFocusTrapped(page, dialog, 12);

    await tabAndType(page, dialog.getByLabel("Email"), VISA.email);
    await tabAndType(page, dialog.getByLabel("Card number"), VISA.number, "4242 4242 4242 4242");
    await tabAndType(page, dialog.getByLabel("Expiry date"), VISA.expiry, "04/29");
    await tabAndType(page, dialog.getByLabel("Security code"), VISA.cvc);
    await tabAndType(page, dialog.getByLabel("Name on the card"), VISA.name);
    await tabAndPress(page, dialog.getByRole("button", { name: `Pay ${AMAN.deposit}` }));

    await expect(dialog.getByRole("status")).toContainText("Processing your payment");
    const status = dialog.getByRole("status");
    await expect(status).toContainText("Payment successful", { timeout: 10_000 });
    await expect(status).toContainText("Visa •••• 4242");
    const id = await receiptTransactionId(dialog);
    expect(await storedTransaction(page, id)).toMatchObject({
      id,
      property: AMAN.name,
      amountCents: 85_000_00,
      type: "Deposit",
      card: { brand: "visa", last4: "4242" },
    });
    // Focus is somewhere sensible in the receipt, never lost to the page.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await tabAndPress(page, dialog.getByRole("button", { name: "Done" }));
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectVisibleFocus(page, "Pay with Card after the dialog closed");
  });
});

test.describe("offer", () => {
  test("/make-offer: every field by keys, the financing select by arrows; the offer is saved and announced politely @phone", async ({
    page,
  }) => {
    test.slow();
    await recordAnnouncements(page);
    await gotoReady(page, "/make-offer/?listing=aman-miami-beach");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: /Submit Offer|Offer Submitted/ }) });

    await tabAndType(page, form.getByLabel(/^Offer amount/), "$8,250,000", undefined, { max: 60 });
    await tabAndType(page, form.getByLabel(/^Down payment/), "2,500,000");
    const financing = form.getByRole("combobox", { name: /^Financing type/ });
    await tabTo(page, financing);
    await chooseWithKeys(page, financing, "Jumbo Loan");
    await tabTo(page, form.getByLabel(/^Preferred closing date/));
    await typeDate(page, form.getByLabel(/^Preferred closing date/), "2027-02-26");
    await tabAndType(page, form.getByLabel(/^Full name/), "Julian Ashworth");
    await tabAndType(page, form.getByLabel(/^Email/), "julian@example.com");
    await tabAndType(page, form.getByLabel(/^Phone/), "212 555 0186");
    await tabAndType(page, form.getByLabel(/^Contingencies/), "Inspection within 10 days.");
    await tabAndPress(page, form.getByRole("button", { name: "Submit Offer" }));

    await expect(toasts(page).getByText("Offer Submitted")).toBeVisible();
    await expectAnnounced(page, /Offer Submitted/, "polite");
    const offers = await storedRecords<Record<string, unknown>>(page, "offers");
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      offerAmountCents: 8_250_000_00,
      downPaymentCents: 2_500_000_00,
      financingType: "jumbo",
      closingDate: "2027-02-26",
    });
    await page.waitForURL(/\/buy\/?$/, { timeout: 15_000 });
  });
});

test.describe("accounts", () => {
  // Each sign-up and sign-in hashes a password 600,000 times.
  test("sign up on the New User tab, sign out from the header menu, sign in again: all by keys", async ({ page, isMobile }) => {
    test.skip(isMobile, "the header's account menu shows at desktop width");
    test.slow();
    await gotoReady(page, "/login/");
    const returningTab = page.getByRole("tab", { name: "Returning User" });
    const newTab = page.getByRole("tab", { name: "New User" });
    await tabTo(page, returningTab, { max: 60 });
    await page.keyboard.press("ArrowRight");
    await expect(newTab).toBeFocused();
    await expect(newTab).toHaveAttribute("aria-selected", "true");
    await expectVisibleFocus(page, "the New User tab");

    const panel = newUserPanel(page);
    // The role radio cards: Tab lands on the chosen one (Buyer), an arrow moves to Realtor.
    const buyer = panel.getByRole("radio", { name: /^Buyer/ });
    await tabTo(page, buyer);
    await pressArrow(page, "ArrowRight");
    await expect(panel.getByRole("radio", { name: /^Realtor/ })).toBeFocused();
    await expect(panel.getByRole("radio", { name: /^Realtor/ })).toBeChecked();
    await expectVisibleFocus(page, "the Realtor radio");

    await tabAndType(page, panel.getByLabel(/^First name/), ada.firstName);
    await tabAndType(page, panel.getByLabel(/^Last name/), ada.lastName);
    await tabAndType(page, panel.getByLabel(/^Email/), ada.email);
    await tabAndType(page, panel.getByLabel(/^Phone/), ada.phone);
    await tabAndType(page, panel.getByLabel(/^Brokerage Firm/), "Analytical Realty");
    await tabAndType(page, passwordInput(panel, /^Create password/), ada.password);
    const terms = panel.getByRole("checkbox", { name: /I agree to the terms of service/ });
    await tabAndPress(page, terms, "Space");
    await expect(terms).toBeChecked();
    await tabAndPress(page, panel.getByRole("button", { name: "Create Realtor Account" }));

    await expect(page).toHaveURL(/\/account\/$/, { timeout: 30_000 });
    await waitUntilLoaded(page);
    await expect(page.getByRole("heading", { name: `${ada.firstName} ${ada.lastName}` })).toBeVisible();
    const [account] = await storedRecords<Record<string, unknown>>(page, "accounts");
    expect(account).toMatchObject({ email: ada.email, role: "realtor", organisation: "Analytical Realty" });

    // Sign out through the header's account menu.
    const accountButton = headerAccount(page, "Ada");
    await tabTo(page, accountButton, { backwards: true, max: 60 });
    await page.keyboard.press("Enter");
    const signOut = page.getByRole("banner").getByRole("button", { name: "Sign Out" });
    await tabAndPress(page, signOut, "Enter", { max: 6 });
    const logIn = page.getByRole("banner").getByRole("link", { name: "Log In" });
    await expect(logIn).toBeFocused();
    await expectVisibleFocus(page, "Log In after signing out");

    // Sign in again on the Returning User tab.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login\/$/);
    await waitUntilLoaded(page);
    const returning = returningUserPanel(page);
    await tabAndType(page, returning.getByLabel(/^Email/), ada.email, ada.email, { max: 60 });
    await tabAndType(page, passwordInput(returning, /^Password/), ada.password);
    await tabAndPress(page, returning.getByRole("button", { name: "Sign In" }));
    await expect(page).toHaveURL(/\/account\/$/, { timeout: 30_000 });
    await expect(headerAccount(page, "Ada")).toBeVisible();
  });
});

test.describe("realtor application", () => {
  const wizard = (page: Page) => page.locator("form").filter({ has: page.getByRole("progressbar", { name: "Application progress" }) });

  /** In a Radix radio group that has focus, arrows until `name` is focused (and so chosen). */
  async function arrowToRadio(page: Page, name: string | RegExp) {
    const target = wizard(page).getByRole("radio", { name, exact: typeof name === "string" });
    for (let i = 0; i < 10 && !(await target.evaluate((element) => element === document.activeElement)); i += 1) {
      await pressArrow(page, "ArrowDown");
    }
    await expect(target).toBeFocused();
    // Tab lands on the first radio without choosing it (none was chosen): Space chooses it then.
    if (!(await target.isChecked())) await page.keyboard.press("Space");
    await expect(target).toBeChecked();
    await expectVisibleFocus(page, `the radio ${String(name)}`);
  }

  async function select(page: Page, label: RegExp, option: string) {
    const trigger = wizard(page).getByRole("combobox", { name: label });
    await tabTo(page, trigger);
    await chooseWithKeys(page, trigger, option);
  }

  async function nextSection(page: Page, step: number, title: string) {
    await tabAndPress(page, wizard(page).getByRole("button", { name: "Next Section" }));
    await expect(wizard(page).getByText(`Step ${step} of 5`)).toBeVisible();
    // The new step's heading takes focus, so the next Tab starts at the top of the step.
    await expect(wizard(page).getByRole("heading", { level: 2, name: title })).toBeFocused();
  }

  test("all five steps, the selects, radios, checkboxes and PDF uploads by keys; the application is saved @phone", async ({ page }) => {
    test.slow();
    await gotoReady(page, "/realtor-application/");
    const form = wizard(page);

    await tabTo(page, form.getByRole("radio").first(), { max: 60 });
    await arrowToRadio(page, "Dynamic Team (2 to 10 agents)");
    await tabAndType(page, form.getByLabel(/^First name/), "Adriana");
    await tabAndType(page, form.getByLabel(/^Last name/), "Solis");
    await tabAndType(page, form.getByLabel(/^Email/), "adriana@example.com");
    await tabAndType(page, form.getByLabel(/^Phone/), "305 555 0164");
    await tabAndType(page, form.getByLabel(/^Street address/), "1200 Brickell Avenue, Suite 1950");
    await tabAndType(page, form.getByLabel(/^City/), "Miami");
    await select(page, /^State/, "Florida (FL)");
    await tabAndType(page, form.getByLabel(/^ZIP code/), "33131");
    await nextSection(page, 2, "Professional Credentials");

    await tabAndType(page, form.getByLabel(/^Real estate license number/), "SL3459812");
    await select(page, /^License state/, "Florida (FL)");
    await tabAndType(page, form.getByLabel(/^Current brokerage/), "Bayfront Luxury Partners");
    await select(page, /^Years of experience/, "6 to 10 years");
    await tabAndPress(page, form.getByRole("checkbox", { name: "Luxury Properties" }), "Space");
    await tabAndPress(page, form.getByRole("checkbox", { name: "Hotel-Branded Residences" }), "Space");
    await expect(form.getByRole("checkbox", { name: "Hotel-Branded Residences" })).toBeChecked();
    await nextSection(page, 3, "Business Performance");

    await tabTo(page, form.getByRole("radio").first());
    await arrowToRadio(page, "Team");
    await select(page, /^Team size/, "2 to 5 agents");
    await select(page, /^Annual sales volume/, "$15M to $30M");
    await select(page, /^Average sale price/, "$1M to $5M");
    await tabAndType(page, form.getByLabel(/^Client testimonials/), "Adriana found us a residence at the Aman before it was listed.");
    await nextSection(page, 4, "Professional References");

    const first = form.getByRole("group", { name: "First reference" });
    await tabAndType(page, first.getByLabel(/^Name/), "Gregory Hale");
    await tabAndType(page, first.getByLabel(/^Company/), "Hale Private Wealth");
    await tabAndType(page, first.getByLabel(/^Phone/), "305 555 0177");
    await tabAndType(page, first.getByLabel(/^Email/), "gregory@example.com");
    await nextSection(page, 5, "Documents & Agreement");

    // A file input opens the system's file chooser on Space; the test answers the chooser.
    const license = form.getByLabel(/^Real estate license/);
    await tabTo(page, license);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
    await chooser.setFiles({
      name: "FL-license.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    });
    await expect(form.getByText("FL-license.pdf")).toBeVisible();
    // Focus moves to the new Remove button, so it is not lost with the input.
    await expect(form.getByRole("button", { name: "Remove FL-license.pdf" })).toBeFocused();
    await expectVisibleFocus(page, "the Remove button");

    await tabAndPress(page, form.getByRole("checkbox", { name: /partnership terms and conditions/ }), "Space");
    await tabAndPress(page, form.getByRole("checkbox", { name: /70\/30 commission split/ }), "Space");
    await tabAndPress(page, form.getByRole("button", { name: "Submit Application" }));

    const dialog = page.getByRole("dialog", { name: "Application submitted" });
    await expect(dialog).toContainText("Application submitted successfully!");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page, "the first stop in the submitted dialog");
    await expectFocusTrapped(page, dialog, 6);
    const [application] = await storedRecords<Record<string, unknown>>(page, "applications");
    expect(application).toMatchObject({
      firstName: "Adriana",
      agencyType: "dynamic-team",
      state: expect.anything(),
      specializations: ["Luxury Properties", "Hotel-Branded Residences"],
      teamSize: "2-5",
      status: "submitted",
      licenseUpload: { name: "FL-license.pdf" },
    });

    await tabAndPress(page, dialog.getByRole("button", { name: "Done" }));
    await expect(dialog).toBeHidden();
    await expect(form.getByText("Step 1 of 5")).toBeVisible();
    // The button that opened the dialog went with the old form: focus starts the new form at its
    // heading (not on <body>), and the next Tab is on its first radio.
    await expect(form.getByRole("heading", { level: 2, name: "Personal Information" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("radio").first()).toBeFocused();
    await expectVisibleFocus(page, "the first radio of the new form");
  });
});

test.describe("contracts", () => {
  const fields: [string, keyof typeof newContract][] = [
    ["Property name", "propertyName"],
    ["Property address", "propertyAddress"],
    ["Buyer's full name", "buyerName"],
    ["Buyer's email", "buyerEmail"],
    ["Buyer's phone", "buyerPhone"],
    ["Seller's full name or company", "sellerName"],
    ["Seller's email", "sellerEmail"],
    ["Seller's phone", "sellerPhone"],
    ["Purchase amount", "purchaseAmount"],
    ["Deposit amount", "depositAmount"],
  ];

  test("/contracts/new: filled and created by keys, then reached from the list with Enter @phone", async ({ page }) => {
    test.slow();
    await recordAnnouncements(page);
    await gotoUnlocked(page, "/contracts/");
    await tabAndPress(page, page.getByRole("link", { name: "New Contract" }), "Enter", { max: 60 });
    await expect(page).toHaveURL(/\/contracts\/new\/$/);

    for (const [label, key] of fields) {
      await tabAndType(page, page.getByLabel(label, { exact: false }).first(), newContract[key], undefined, { max: 60 });
    }
    await tabTo(page, page.getByLabel("Closing date"));
    await typeDate(page, page.getByLabel("Closing date"), futureDate());
    for (const [label, key] of [
      ["Contingencies", "contingencies"],
      ["Special terms", "specialTerms"],
      ["Realtor's name", "realtorName"],
      ["License number", "realtorLicense"],
    ] as const) {
      await tabAndType(page, page.getByLabel(label, { exact: false }).first(), newContract[key]);
    }
    await tabAndPress(page, page.getByRole("button", { name: "Create Contract" }));
    await expect(toasts(page).getByText("Contract Created")).toBeVisible();
    await expectAnnounced(page, /Contract Created/, "polite");
    await expect(page).toHaveURL(/\/contracts\/$/);

    const card = page.getByRole("link", { name: new RegExp(newContract.propertyName) });
    await tabAndPress(page, card, "Enter", { max: 60 });
    await expect(page).toHaveURL(/\/contracts\/5\/$/);
    await expect(page.getByRole("heading", { level: 1, name: newContract.propertyName })).toBeVisible();
    await expect(page.getByText("2 parties need to sign")).toBeVisible();
  });

  test("/contracts/1/sign: Enter on an empty form is refused assertively; the buyer signs by keys, announced politely @phone", async ({
    page,
  }) => {
    test.slow();
    await recordAnnouncements(page);
    await gotoUnlocked(page, "/contracts/1/sign/");
    const name = page.getByLabel("Full legal name");
    await tabTo(page, name, { max: 80 });
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Missing Information")).toBeVisible();
    await expectAnnounced(page, /Missing Information/, "assertive");
    // The error summary takes focus; its entry takes focus back to the field.
    await expect(page.locator("[data-slot=error-summary]")).toBeFocused();
    await expectVisibleFocus(page, "the error summary");
    await tabAndPress(page, page.getByRole("alert").getByRole("button", { name: "Enter your full legal name" }));
    await expect(name).toBeFocused();

    // The buyer is already chosen: Shift+Tab reaches that radio, Tab comes back to the name.
    await tabTo(page, page.getByRole("radio", { name: /^Buyer: Eleanor Whitfield/ }), { backwards: true });
    await expect(page.getByRole("radio", { name: /^Buyer: Eleanor Whitfield/ })).toBeChecked();
    await tabAndType(page, name, "Eleanor Whitfield");
    await expect(page.getByTestId("signature-preview")).toHaveText("Eleanor Whitfield");
    await tabAndPress(page, page.getByRole("checkbox", { name: /I agree to sign this contract electronically/ }), "Space");
    await tabAndPress(page, page.getByRole("button", { name: "Sign Contract" }));
    await expect(toasts(page).getByText("Contract signed")).toBeVisible();
    await expectAnnounced(page, /Contract signed/, "polite");
    await expect(page).toHaveURL(/\/contracts\/1\/$/);
    await expect(page.getByText("1 party needs to sign")).toBeVisible();
  });

  test("/contracts/1/messages: a message typed and sent with Enter is in the thread after a reload @phone", async ({ page }) => {
    await gotoUnlocked(page, "/contracts/1/messages/");
    const log = page.getByRole("log", { name: "Conversation messages" });
    await expect(log.getByRole("listitem")).toHaveCount(5);
    const box = page.getByRole("textbox", { name: /Message to/ });
    await tabTo(page, box, { max: 80 });
    await page.keyboard.type("Keys only: the survey is booked for Tuesday.");
    await page.keyboard.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(6);
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    await expectVisibleFocus(page, "the message box after sending");

    await page.reload();
    await expect(log.getByRole("listitem")).toHaveCount(6);
    await expect(log.getByRole("listitem").last()).toContainText("Keys only: the survey is booked for Tuesday.");
    await expect(log.getByRole("listitem").last()).toHaveAttribute("data-own", "true");
  });
});
