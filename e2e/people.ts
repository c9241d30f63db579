// Helpers for the People specs (login, offer, application, owners, realtors, account).
import type { Locator, Page } from "@playwright/test";
import { DATABASE_NAME } from "../lib/store";
import { expect, gotoUnlocked } from "./fixtures";

export type RoleLabel = "Buyer" | "Realtor" | "Seller" | "Finance Lead";

export type NewAccount = {
  role?: RoleLabel;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organisation?: string;
  password: string;
};

export const ada: NewAccount = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "305 555 0142",
  password: "analytical engine 1843",
};

/** The password input of a form (its label starts with the word; the Show button's does not). */
export function passwordInput(scope: Page | Locator, label: RegExp): Locator {
  return scope.getByLabel(label);
}

export function newUserPanel(page: Page): Locator {
  return page.getByRole("tabpanel", { name: "New User" });
}

export function returningUserPanel(page: Page): Locator {
  return page.getByRole("tabpanel", { name: "Returning User" });
}

/**
 * Opens a page whose form or list loads after the page (/login, /make-offer, /realtor-application,
 * /account) and waits until its loading skeleton has gone; a busy machine can take a while.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await gotoUnlocked(page, path);
  await waitUntilLoaded(page);
}

export async function waitUntilLoaded(page: Page): Promise<void> {
  await expect(page.locator("#main [aria-busy='true']")).toHaveCount(0, { timeout: 20_000 });
}

/** Fills and sends the New User form (the page must show /login). */
export async function fillSignUp(page: Page, account: NewAccount): Promise<void> {
  const panel = newUserPanel(page);
  if (account.role) await panel.getByRole("radio", { name: new RegExp(`^${account.role}`) }).click();
  await panel.getByLabel(/^First name/).fill(account.firstName);
  await panel.getByLabel(/^Last name/).fill(account.lastName);
  await panel.getByLabel(/^Email/).fill(account.email);
  await panel.getByLabel(/^Phone/).fill(account.phone);
  if (account.organisation !== undefined) {
    await panel.getByLabel(/^(Brokerage Firm|Property\/Company|Financial Institution)/).fill(account.organisation);
  }
  await passwordInput(panel, /^Create password/).fill(account.password);
  await panel.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
  await panel.getByRole("button", { name: /^Create .* Account$/ }).click();
}

/** Creates an account through /login and waits until it lands on My activity, signed in. */
export async function signUp(page: Page, account: NewAccount = ada, path = "/login/?tab=new"): Promise<void> {
  await gotoReady(page, path);
  await fillSignUp(page, account);
  await expect(page).toHaveURL(/\/account\/$/, { timeout: 15_000 });
  await waitUntilLoaded(page);
  await expect(page.getByRole("heading", { name: `${account.firstName} ${account.lastName}` })).toBeVisible();
}

/** Fills and sends the Returning User form. */
export async function fillSignIn(page: Page, email: string, password: string, remember = false): Promise<void> {
  const panel = returningUserPanel(page);
  await panel.getByLabel(/^Email/).fill(email);
  await passwordInput(panel, /^Password/).fill(password);
  if (remember) await panel.getByRole("checkbox", { name: "Remember me on this device" }).check();
  await panel.getByRole("button", { name: "Sign In" }).click();
}

/** The header's signed-in menu button, or its Log In link. */
export function headerAccount(page: Page, firstName: string): Locator {
  return page.getByRole("banner").getByRole("button", { name: `Signed in as ${firstName}` });
}

/**
 * Signs out through the header's menu (desktop). The menu closes when the route changes, so a click
 * made while a navigation is still being committed (right after sign-in) is made again, as a person
 * would.
 */
export async function signOutFromHeader(page: Page, firstName: string): Promise<void> {
  const signOut = page.getByRole("banner").getByRole("button", { name: "Sign Out" });
  await expect(async () => {
    if (!(await signOut.isVisible())) await headerAccount(page, firstName).click();
    await expect(signOut).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await signOut.click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
}

/**
 * Every record of one IndexedDB table of the site's store, read straight from the browser;
 * [] when the store was never opened (without creating the database).
 */
export async function storedRecords<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    ({ database, name }) =>
      new Promise<T[]>((resolve, reject) => {
        let missing = false;
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => {
          // The database does not exist yet: do not create it.
          missing = true;
          open.transaction?.abort();
        };
        open.onerror = () => (missing ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(name, "readonly").objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { database: DATABASE_NAME, name: table },
  );
}

/** A tiny real PDF, and files that only pretend to be one, made in the test. */
export const pdf = (name = "license.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
});
