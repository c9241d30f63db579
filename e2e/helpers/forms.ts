// Form fields found by the start of their label (a required field's label adds " (required)").
import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field whose label starts with `label`. */
export function labelledField(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).first();
}

/** Fills each field named by the start of its label. */
export async function fillLabelled(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await labelledField(scope, label).fill(value);
}

/** Every field still holds what was typed. */
export async function expectKept(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await expect(labelledField(scope, label), label).toHaveValue(value);
}
