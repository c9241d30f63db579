// Visible focus for the keyboard specs (e2e/keyboard-*.spec.ts): whether the focused element shows a
// focus indicator (an outline or a ring), and whether a modal dialog keeps focus inside.
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
