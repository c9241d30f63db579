// Helpers for the keyboard specs (e2e/keyboard-*.spec.ts): moving through a page with the keyboard alone
// (Tab, arrows, Enter, Space, Escape and typed text: no mouse, no locator.click() or fill()), each
// stop checked for a visible focus indicator (keyboard-focus.ts).
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { expectVisibleFocus } from "./keyboard-focus";

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the visible focus of every stop
 * on the way (a keyboard user sees each of them). Fails if it is not reached in `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false, checkEachStop = true } = {}): Promise<void> {
  await target.waitFor({ state: "attached" });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page, `the target after ${presses} presses`);
      return;
    }
    if (presses === max) break;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (checkEachStop) await expectVisibleFocus(page, `stop ${presses + 1} on the way`);
  }
  await expect(target, `reached by ${backwards ? "Shift+Tab" : "Tab"} within ${max} presses`).toBeFocused({ timeout: 1 });
}

/**
 * From a page just loaded (focus on the document itself), the first Tab reaches the skip link and
 * Enter on it moves focus to the main content, past the header: where a keyboard user starts.
 */
export async function skipToContent(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement === document.body), "focus starts on the document").toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
}

/**
 * Presses an arrow key as a person does, held until focus has moved and then released: Radix
 * radios choose the radio that focus moves to only while an arrow key is down, and a press
 * released in the same instant can come up before the move.
 */
export async function pressArrow(page: Page, key: "ArrowDown" | "ArrowUp" | "ArrowLeft" | "ArrowRight"): Promise<void> {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.down(key);
  await expect
    .poll(() => page.evaluate((element) => document.activeElement !== element, before), { message: `${key} moves focus` })
    .toBe(true);
  await page.keyboard.up(key);
  await before.dispose();
}

/** Tabs to a text field and types into it, as a person would; `shown` is what the field then holds. */
export async function tabAndType(
  page: Page,
  field: Locator,
  text: string,
  shown: string = text,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(shown);
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function tabAndPress(
  page: Page,
  target: Locator,
  key = "Enter",
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/**
 * Chooses an option of a native <select> that has focus, by arrow keys (which change a closed
 * select's value in Chromium without opening its list).
 */
export async function arrowToNativeOption(page: Page, select: Locator, label: string, max = 40): Promise<void> {
  await expect(select).toBeFocused();
  const current = () => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label ?? "");
  const labels = await select.evaluate((element: HTMLSelectElement) => Array.from(element.options, (option) => option.label));
  const wanted = labels.indexOf(label);
  expect(wanted, `"${label}" is one of ${JSON.stringify(labels)}`).toBeGreaterThanOrEqual(0);
  for (let presses = 0; presses < max && (await current()) !== label; presses += 1) {
    const at = labels.indexOf(await current());
    await page.keyboard.press(at < wanted ? "ArrowDown" : "ArrowUp");
  }
  await expect.poll(current).toBe(label);
}

/**
 * Opens a Radix Select whose trigger has focus with `openKey`, moves with ArrowDown to `option`
 * and picks it with Enter; the trigger then shows it and has focus again.
 */
export async function chooseWithKeys(page: Page, trigger: Locator, option: string, openKey = "Enter", max = 80): Promise<void> {
  await expect(trigger).toBeFocused();
  await page.keyboard.press(openKey);
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  // Radix moves focus into the list once it is placed: arrows pressed before then go nowhere.
  await expect.poll(() => listbox.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const wanted = listbox.getByRole("option", { name: option, exact: true });
  const target = await wanted.evaluate((element) =>
    [...(element.closest("[role=listbox]")?.querySelectorAll("[role=option]") ?? [])].indexOf(element),
  );
  const focused = () =>
    listbox.evaluate((element) => [...element.querySelectorAll("[role=option]")].indexOf(document.activeElement as Element));
  // One arrow at a time, each waited for, so that a slow machine cannot make it overshoot.
  for (let presses = 0; presses < max; presses += 1) {
    const at = await focused();
    if (at === target) break;
    await page.keyboard.press(at < target ? "ArrowDown" : "ArrowUp");
    await expect.poll(focused).not.toBe(at);
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(trigger).toHaveText(option);
  await expect(trigger).toBeFocused();
}

/** Types a date into a focused <input type="date"> in the en-US field order (month, day, year). */
export async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  await expect(field).toBeFocused();
  const [year, month, day] = iso.split("-");
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(field).toHaveValue(iso);
}
