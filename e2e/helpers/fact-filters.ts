// Helpers for the residence-fact filter specs (e2e/facts-filters-*.spec.ts).
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, gotoUnlocked } from "./fixtures";

/** A radio or checkbox of a filter by the start of its name, whatever count follows ("Off-plan (9)"). */
export const choice = (scope: Locator, role: "radio" | "checkbox", label: string) =>
  scope.getByRole(role, { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\)$`) });

/** Expects a radio or checkbox to say how many results choosing it would leave. */
export async function expectCount(scope: Locator, role: "radio" | "checkbox", label: string, count: number) {
  await expect(scope.getByRole(role, { name: `${label} (${count})`, exact: true })).toBeVisible();
}

/** Opens `url` as a shared link would: in a new page, with no history of its own. */
export async function openShared(context: BrowserContext, url: string): Promise<Page> {
  const fresh = await context.newPage();
  await gotoUnlocked(fresh, url);
  return fresh;
}

/** Opens a filter panel by its disclosure button (if closed) and expects it open. */
export async function openPanel(scope: Locator, name: string) {
  const button = scope.getByRole("button", { name: new RegExp(`^${name}`) });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}
