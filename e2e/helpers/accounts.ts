// Accounts on this browser: the people the specs sign up as, the /login forms, and the header's
// signed-in menu. Specs that only need someone signed in start from a saved sign-in instead
// (signed-in.ts, made once by accounts.setup.ts).
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { gotoReady, waitUntilLoaded } from "./page";

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
  await expectOnMyActivity(page, account);
}

/** Signs in through /login (with "Remember me" when asked) and waits until it lands on My activity. */
export async function signIn(page: Page, account: NewAccount, { remember = false } = {}): Promise<void> {
  await gotoReady(page, "/login/?next=%2Faccount%2F");
  await fillSignIn(page, account.email, account.password, remember);
  await expectOnMyActivity(page, account);
}

async function expectOnMyActivity(page: Page, account: NewAccount): Promise<void> {
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
