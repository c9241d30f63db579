// The key interactions of "Every tap counts" (item 5), as a person performs them on the built
// site. Each one names:
// - `path` and `device` ("desktop" 1440x900, or "phone" 390x844 with touch);
// - `prepare(page)`: what comes before and is not measured (filling a form's required fields,
//   opening the dialog before typing into it); resolves to the control `act` uses, found by role
//   and accessible name and checked to be actionable;
// - `act(page, control, arm)`: the measured input (real mouse, touch or keys), calling `arm()`
//   just before the input whose effect is timed;
// - `effect(arg)`: runs in the page when armed and returns the check, run each frame, for the
//   visible result a person waits for (Playwright serialises it: no outer references).
// Event Timing entries count from just before `act`, so every interaction inside it is measured.

/**
 * @typedef {import("@playwright/test").Page} Page
 * @typedef {import("@playwright/test").Locator} Locator
 * @typedef {{ id: string, label: string, path: string, device?: "desktop" | "phone",
 *   prepare: (page: Page) => Promise<Locator>, act: (page: Page, control: Locator, arm: () => Promise<void>) => Promise<void>,
 *   effect: (arg?: any) => () => boolean, effectArg?: unknown }} KeyInteraction
 */

export const CARD_NUMBER = "4242 4242 4242 4242";
/** Time between keystrokes when typing: a quick typist (about 10 characters a second). */
export const KEY_DELAY_MS = 100;
const LISTING = "Aman Miami Beach";
const MESSAGE = "Could we move the inspection to Thursday morning?";

const payWithCard = (page) => page.getByRole("button", { name: `Pay with Card for ${LISTING}`, exact: true });

/** Resolves once the control could be clicked (visible, stable, enabled, not covered), without clicking. */
async function actionable(control) {
  await control.click({ trial: true });
  return control;
}

/** Step 1 of the realtor wizard with every required field, as e2e/helpers/application.ts fills it. */
async function fillWizardFirstSection(page) {
  const form = page.locator("form").filter({ has: page.getByRole("progressbar", { name: "Application progress" }) });
  await form.getByRole("radio", { name: "Dynamic Team (2 to 10 agents)" }).click();
  await form.getByLabel(/^First name/).fill("Adriana");
  await form.getByLabel(/^Last name/).fill("Solis");
  await form.getByLabel(/^Email/).fill("adriana@example.com");
  await form.getByLabel(/^Phone/).fill("305 555 0164");
  await form.getByLabel(/^Street address/).fill("1200 Brickell Avenue, Suite 1950");
  await form.getByLabel(/^City/).fill("Miami");
  await form.getByRole("combobox", { name: /^State/ }).click();
  await page.getByRole("option", { name: "Florida (FL)", exact: true }).click();
  await form.getByLabel(/^ZIP code/).fill("33131");
  return form.getByRole("button", { name: "Next Section" });
}

/** @type {KeyInteraction[]} */
export const KEY_INTERACTIONS = [
  {
    id: "card-dialog",
    label: "open the card dialog",
    path: "/buy/",
    prepare: async (page) => {
      const button = payWithCard(page);
      await button.scrollIntoViewIfNeeded();
      return actionable(button);
    },
    act: async (page, button, arm) => {
      await arm();
      await button.click();
    },
    effect: () => () => {
      const dialog = document.querySelector('[role="dialog"]');
      return Boolean(dialog?.checkVisibility() && dialog.querySelector("input"));
    },
  },
  {
    id: "card-number",
    label: "type a card number",
    path: "/buy/",
    prepare: async (page) => {
      await payWithCard(page).click();
      const field = page.getByRole("dialog").getByRole("textbox", { name: "Card number" });
      await actionable(field);
      await field.click();
      return field;
    },
    // Every keystroke is an interaction; the step's worst one counts. The effect is timed for the
    // last key: the complete, formatted number in the field.
    act: async (page, _field, arm) => {
      await page.keyboard.type(CARD_NUMBER.slice(0, -1), { delay: KEY_DELAY_MS });
      await arm();
      await page.keyboard.press(CARD_NUMBER.slice(-1));
    },
    effect: (expected) => () => document.querySelector('[role="dialog"] input[autocomplete="cc-number"]')?.value === expected,
    effectArg: CARD_NUMBER,
  },
  {
    id: "buy-filter",
    label: "change a /buy filter",
    path: "/buy/",
    // The City filter is a native <select>: with the keyboard, Arrow Down picks the next city at
    // once (the phone's own picker and the desktop popup cannot be driven by a test).
    prepare: async (page) => {
      const select = await actionable(page.getByRole("combobox", { name: "City", exact: true }));
      await select.focus();
      return select;
    },
    act: async (page, _select, arm) => {
      await arm();
      await page.keyboard.press("ArrowDown");
    },
    effect: () => {
      const count = () => document.querySelector('[aria-label="Residences for sale"]')?.children.length ?? 0;
      const before = count();
      return () => count() !== before;
    },
  },
  {
    id: "login-tab",
    label: "switch the /login tab",
    path: "/login/",
    prepare: async (page) => actionable(page.getByRole("tab", { name: "New User" })),
    act: async (page, tab, arm) => {
      await arm();
      await tab.click();
    },
    effect: (name) => () => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent?.trim() === name);
      const panel = tab && document.getElementById(tab.getAttribute("aria-controls") ?? "");
      return Boolean(panel?.checkVisibility() && panel.querySelector("form input"));
    },
    effectArg: "New User",
  },
  {
    id: "wizard-next",
    label: "Next Section in the realtor wizard",
    path: "/realtor-application/",
    prepare: async (page) => actionable(await fillWizardFirstSection(page)),
    act: async (page, button, arm) => {
      await arm();
      await button.click();
    },
    effect: (title) => () =>
      [...document.querySelectorAll("h2")].some((heading) => heading.textContent?.trim() === title && heading.checkVisibility()),
    effectArg: "Professional Credentials",
  },
  {
    id: "contract-message",
    label: "send a contract message",
    path: "/contracts/1/messages/",
    prepare: async (page) => {
      const box = page.getByRole("textbox", { name: /^Message to/ });
      await actionable(box);
      await box.fill(MESSAGE);
      return actionable(page.getByRole("button", { name: "Send" }));
    },
    act: async (page, send, arm) => {
      await arm();
      await send.click();
    },
    effect: (text) => () =>
      [...document.querySelectorAll('[role="log"] li')].some((item) => item.textContent?.includes(text) && item.checkVisibility()),
    effectArg: MESSAGE,
  },
  {
    id: "phone-menu",
    label: "open the phone menu",
    path: "/",
    device: "phone",
    prepare: async (page) => actionable(page.getByRole("button", { name: "Open menu" })),
    act: async (page, button, arm) => {
      await arm();
      await button.tap();
    },
    effect: () => () => {
      const menu = document.querySelector('dialog[aria-label="Menu"]');
      return Boolean(menu?.open && menu.checkVisibility());
    },
  },
];
