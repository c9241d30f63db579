// Helpers for the request dialogs (tour, inquiry, consultation, listing) that several pages open
// through RequestButton: submit empty and see every error, then fill in and see it saved.
import { expect, type Locator, type Page } from "@playwright/test";

export const CONTACT = { name: "Ada Lovelace", email: "ada@example.com", phone: "305 555 0123" };

/**
 * Opens a dialog with `trigger`, checks its title, and returns it (located without its name,
 * which becomes "Request received" once it is saved).
 */
export async function openRequestDialog(page: Page, trigger: Locator, title: string | RegExp): Promise<Locator> {
  await trigger.click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  return page.getByRole("dialog");
}

/**
 * Submits the form empty: the error summary takes focus and lists each message, and each
 * message also stands by its field.
 */
export async function expectEmptySubmitErrors(dialog: Locator, submit: string, messages: readonly string[]) {
  await dialog.getByRole("button", { name: submit }).click();
  const summary = dialog.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(dialog.locator("[data-slot=error-summary]")).toBeFocused();
  for (const message of messages) {
    await expect(summary.getByRole("button", { name: message })).toBeVisible();
    await expect(dialog.locator("[data-slot=form-message]").filter({ hasText: message })).toBeVisible();
  }
}

export async function fillContact(dialog: Locator, nameLabel = "Full name") {
  await dialog.getByLabel(nameLabel).fill(CONTACT.name);
  await dialog.getByLabel("Email").fill(CONTACT.email);
  await dialog.getByLabel("Phone").fill(CONTACT.phone);
}

/** After a valid submit: the dialog says the request was received, names its subject, and closes with Done. */
export async function expectReceived(dialog: Locator, subject: string) {
  await expect(dialog.getByRole("heading", { name: "Request received" })).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText(subject);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
}
