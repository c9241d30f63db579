// Helpers for e2e/keyboard.spec.ts: moving through a page with the keyboard alone (Tab, arrows,
// Enter, Space, Escape and typed text: no mouse, no locator.click() or fill()), checking that the
// focused element shows a visible focus indicator, and recording what live regions announce.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

type FocusReport = {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** How its focus shows: "outline", "ring", "ring on <neighbour>", or null when it does not. */
  indicator: string | null;
  outline: string;
  boxShadow: string;
};

/** Describes the focused element and how its focus is drawn (see expectVisibleFocus). */
async function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    // Focus inside an open shadow root or same-origin frame is not used on this site.
    if (!active || active === document.body || active === document.documentElement) return null;

    const transparent = (color: string) => /^transparent$|rgba\([^)]*,\s*0\)$|\/\s*0\)$/.test(color.trim());

    /**
     * A ring as Tailwind draws one: a box-shadow with no offset and no blur, only a spread (a drop
     * shadow does not count). An inset ring counts from 2px: the 1px inset ring is an invalid
     * field's red edge, shown whether or not it has focus.
     */
    const ringIn = (shadow: string): boolean => {
      if (!shadow || shadow === "none") return false;
      // Split the list of shadows on commas outside colour functions.
      const shadows = shadow.split(/,(?![^(]*\))/);
      return shadows.some((one) => {
        const color = one.match(/(rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#[0-9a-f]{3,8}\b/i)?.[0] ?? "";
        if (!color || transparent(color)) return false;
        const lengths =
          one
            .replace(color, "")
            .match(/-?[\d.]+px/g)
            ?.map(parseFloat) ?? [];
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        return x === 0 && y === 0 && blur === 0 && spread >= (/\binset\b/.test(one) ? 2 : 1);
      });
    };

    const indicatorOf = (element: Element): string | null => {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)) return "outline";
      if (ringIn(style.boxShadow)) return "ring";
      return null;
    };

    const describe = (element: Element) => {
      const name = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().slice(0, 40);
      const id = element.id ? `#${element.id}` : "";
      const role = element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : "";
      return `<${element.tagName.toLowerCase()}${id}${role}> "${name}"`;
    };

    const box = active.getBoundingClientRect();
    const style = getComputedStyle(active);
    // Chromium's date input has a second Tab stop of its own, its calendar button, inside the
    // input's user-agent shadow tree: the input is then activeElement without matching :focus, and
    // the browser draws that button's focus ring itself (it shows; the page cannot style it).
    if (active instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(active.type) && !active.matches(":focus")) {
      return { element: describe(active), indicator: "the browser's own picker button", outline: "", boxShadow: "" };
    }
    let indicator = indicatorOf(active);
    // A visually hidden control (a native input under a styled box) may show its focus on the box
    // beside it or around it (peer-focus-visible, has-focus-visible); a visible one must show its own.
    const hidden = box.width <= 1 || box.height <= 1 || style.clipPath !== "none" || style.clip.startsWith("rect");
    if (!indicator && hidden) {
      const neighbours = [
        active.previousElementSibling,
        active.nextElementSibling,
        active.parentElement,
        active.parentElement?.parentElement,
      ];
      for (const neighbour of neighbours) {
        if (neighbour && indicatorOf(neighbour)) {
          indicator = `ring on ${describe(neighbour)}`;
          break;
        }
      }
    }
    return {
      element: describe(active),
      indicator,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
    };
  });
}

/**
 * The focused element has a visible focus indicator: a non-transparent outline of some width, or
 * a Tailwind ring (a box-shadow with a spread and no blur; a drop shadow does not count).
 * Retries briefly, since a ring can animate in.
 */
export async function expectVisibleFocus(page: Page, what = "the focused element"): Promise<void> {
  await expect
    .poll(
      async () => {
        const report = await focusReport(page);
        if (!report) return "focus is on the page itself, not on an element";
        return report.indicator
          ? "visible"
          : `${report.element} shows no focus indicator (outline: ${report.outline}; box-shadow: ${report.boxShadow})`;
      },
      { message: `${what} shows a visible focus indicator`, timeout: 2_000 },
    )
    .toBe("visible");
}

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

/**
 * Presses Tab `presses` times and checks that focus never leaves `container` (a modal dialog's
 * focus trap), with a visible indicator at every stop. Then the same backwards.
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses = 20): Promise<void> {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await container.evaluate((element) => element.contains(document.activeElement)), `${key} #${i + 1} stays inside`).toBe(true);
      await expectVisibleFocus(page, `${key} #${i + 1} inside the dialog`);
    }
  }
}

export type Announcement = { live: string; role: string; text: string };

declare global {
  interface Window {
    __announcements?: Announcement[];
  }
}

/**
 * Records what every live region on the page says (aria-live polite/assertive, role=status or
 * alert), including the short-lived announcer Radix Toast adds to the body for each toast and
 * removes a second later. Install before the page loads.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__announcements = [];
    const liveOf = (element: Element) => {
      const live = element.getAttribute("aria-live");
      const role = element.getAttribute("role") ?? "";
      if (live) return live;
      if (role === "alert") return "assertive";
      if (role === "status" || role === "log") return "polite";
      return null;
    };
    const seen = new Map<Element, string>();
    const note = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const region = element?.closest("[aria-live], [role=status], [role=alert]");
      if (!region) return;
      const live = liveOf(region);
      if (!live || live === "off") return;
      const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!text || seen.get(region) === text) return;
      seen.set(region, text);
      window.__announcements?.push({ live, role: region.getAttribute("role") ?? "", text });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        note(mutation.target);
        mutation.addedNodes.forEach((added) => {
          note(added);
          if (added instanceof Element)
            added.querySelectorAll("[aria-live], [role=status], [role=alert]").forEach((region) => note(region.firstChild ?? region));
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a live region of the given politeness has announced text matching `text`. */
export async function expectAnnounced(page: Page, text: RegExp, live: "polite" | "assertive"): Promise<void> {
  await expect
    .poll(
      async () => {
        const all = await page.evaluate(() => window.__announcements ?? []);
        const match = all.find((announcement) => text.test(announcement.text));
        return match ? match.live : `not announced yet; heard: ${JSON.stringify(all.map((a) => `${a.live}: ${a.text.slice(0, 60)}`))}`;
      },
      { message: `${text} announced ${live}ly`, timeout: 15_000 },
    )
    .toBe(live);
}
