// Finding elements, acting on them and checking the effect, for the first-tap specs: the Find, Action
// and Check entries of the inventory (types.ts) turned into Playwright locators, presses,
// keystrokes and expectations.
import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import type { Action, Check, Find } from "./types";
import type { Cpu } from "./session";

export function locate(page: Page, find: Find): Locator {
  const scope: Page | Locator = find.in ? locate(page, find.in) : page;
  let locator = scope.getByRole(find.role, { name: find.name, exact: find.exact, level: find.level });
  if (find.hasText !== undefined) locator = locator.filter({ hasText: find.hasText });
  return find.first ? locator.first() : locator;
}

export function describe(find: Find): string {
  const name = find.name === undefined ? "" : ` ${find.name instanceof RegExp ? find.name : JSON.stringify(find.name)}`;
  const text =
    find.hasText === undefined ? "" : ` with text ${find.hasText instanceof RegExp ? find.hasText : JSON.stringify(find.hasText)}`;
  return `${find.role}${name}${text}${find.in ? ` in ${describe(find.in)}` : ""}`;
}

export type Limits = { touch: boolean; cpu: Cpu };

export async function act(page: Page, find: Find, action: Action, { touch, cpu }: Limits): Promise<void> {
  const target = locate(page, find);
  const timeout = cpu.action;
  const press = (locator: Locator) => (touch ? locator.tap({ timeout }) : locator.click({ timeout }));
  switch (action.do) {
    case "press":
      return press(target);
    case "type":
      return target.pressSequentially(action.text, { timeout });
    case "fill":
      return target.fill(action.text, { timeout });
    case "select":
      await target.selectOption({ label: action.option }, { timeout });
      return;
    case "choose":
      await press(target);
      return press(page.getByRole("option", { name: action.option, exact: true }));
  }
}

/** Fills instead of typing key by key: the URL guard's quick "some fields filled". */
export function quick(action: Action): Action {
  return action.do === "type" ? { do: "fill", text: action.text } : action;
}

export async function verify(page: Page, check: Check, timeout: number): Promise<void> {
  if ("visible" in check) {
    const target = locate(page, check.visible);
    await expect(target, `${describe(check.visible)} is shown`).toBeVisible({ timeout });
    if (check.text !== undefined)
      await expect(target, `${describe(check.visible)} shows ${check.text}`).toContainText(check.text, { timeout });
  } else if ("text" in check) {
    const scope = check.in ? locate(page, check.in) : page;
    await expect(
      scope.getByText(check.text).first(),
      `the text ${check.text} is shown${check.in ? ` in ${describe(check.in)}` : ""}`,
    ).toBeVisible({ timeout });
  } else if ("hidden" in check) {
    await expect(locate(page, check.hidden), `${describe(check.hidden)} is gone`).toBeHidden({ timeout });
  } else if ("attribute" in check) {
    await expect(locate(page, check.attribute), `${describe(check.attribute)} has ${check.name}=${check.value}`).toHaveAttribute(
      check.name,
      check.value,
      { timeout },
    );
  } else if ("value" in check) {
    await expect(locate(page, check.value), `${describe(check.value)} holds ${JSON.stringify(check.is)}`).toHaveValue(check.is, {
      timeout,
    });
  } else if ("checked" in check) {
    await expect(locate(page, check.checked), `${describe(check.checked)} is checked`).toBeChecked({ timeout });
  } else if ("enabled" in check) {
    await expect(locate(page, check.enabled), `${describe(check.enabled)} is enabled`).toBeEnabled({ timeout });
  } else {
    await expect(locate(page, check.count), `${check.is} × ${describe(check.count)}`).toHaveCount(check.is, { timeout });
  }
}
