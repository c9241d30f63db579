// Helpers for the payment specs (e2e/payments-*.spec.ts): opening the payment dialogs, filling the card
// form, and reading what the browser store saved (straight from IndexedDB, as a page cannot).
import { expect, type Locator, type Page } from "@playwright/test";
import { DATABASE_NAME } from "@/lib/store";
import { expectNoAxeViolations } from "./fixtures";
import { dialogOf } from "./page";

export const AMAN = { name: "Aman Miami Beach", price: "$8,500,000", deposit: "$85,000" };
/** What the stored record of a deposit on Aman Miami Beach holds: the property, its 1% and the type. */
export const AMAN_DEPOSIT = { property: AMAN.name, amountCents: 85_000_00, type: "Deposit" };
export const LAGOON = { name: "Lagoon Villa at Ritz-Carlton Miami Beach", rate: 4500 };

/** Axe scans of a payment dialog: the dialog only. */
export const DIALOG_AXE = { include: '[role="dialog"]' };

export type CardInput = { email: string; number: string; expiry: string; cvc: string; name: string };

export const VISA: CardInput = {
  email: "isabel@example.com",
  number: "4242424242424242",
  expiry: "0429",
  cvc: "918",
  name: "Isabel Moreau",
};

/**
 * The card checkout's processing step lasts 2 s of the page's time (CARD_PROCESSING_MS), and a busy
 * machine can take longer than that to check it. A spec that checks the step installs Playwright's
 * clock before the page loads (page.clock.install(): time still flows), holds it just before the
 * press that starts processing (holdTime), checks the step, then lets it finish (page.clock.resume()).
 */
export async function holdTime(page: Page): Promise<void> {
  // A moment ahead of the page's own clock, as pauseAt cannot go back.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
}

/**
 * Axe waits on the page's timers, so with the clock held it would never finish: the clock moves a
 * millisecond at a time while it scans (a few milliseconds of page time, far from the 2 s step).
 */
export async function expectNoAxeViolationsWithTimeHeld(page: Page, options: Parameters<typeof expectNoAxeViolations>[1]): Promise<void> {
  let scanning = true;
  const scan = expectNoAxeViolations(page, options).finally(() => {
    scanning = false;
  });
  scan.catch(() => undefined); // its failure is reported by the await below
  while (scanning) {
    await page.clock.runFor(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await scan;
}

/** Presses a listing's payment button and waits for its dialog (its code loads on this first press). */
export async function openDialog(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

export function payWithCard(page: Page, property = AMAN.name): Locator {
  return page.getByRole("button", { name: `Pay with Card for ${property}`, exact: true });
}

export function bookWithCard(page: Page, property = LAGOON.name): Locator {
  return page.getByRole("button", { name: `Book with Card for ${property}`, exact: true });
}

export function payWithCoin(page: Page, coin: "Bitcoin" | "Ethereum", property = AMAN.name): Locator {
  return page.getByRole("button", { name: `Pay with ${coin} for ${property}`, exact: true });
}

/** Types each field as a person would, one key at a time for the formatted ones. */
export async function fillCard(dialog: Locator, card: Partial<CardInput>): Promise<void> {
  if (card.email !== undefined) await dialog.getByLabel("Email").fill(card.email);
  if (card.number !== undefined) await dialog.getByLabel("Card number").pressSequentially(card.number);
  if (card.expiry !== undefined) await dialog.getByLabel("Expiry date").pressSequentially(card.expiry);
  if (card.cvc !== undefined) await dialog.getByLabel("Security code").pressSequentially(card.cvc);
  if (card.name !== undefined) await dialog.getByLabel("Name on the card").fill(card.name);
}

/** Pastes text into a field the way a clipboard paste arrives (one insertFromPaste input event). */
export async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element: HTMLInputElement, value) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", value);
    const event = new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true });
    if (element.dispatchEvent(event)) document.execCommand("insertText", false, value);
  }, text);
}

/** The summary's error entries, in order. */
export async function summaryEntries(dialog: Locator): Promise<string[]> {
  return dialog.locator('[data-slot="error-summary-link"]').allInnerTexts();
}

/** The message shown under one field (without the visually hidden "Error:"). */
export function fieldError(dialog: Locator, label: string): Locator {
  return dialog
    .locator('[data-slot="form-item"]')
    .filter({ has: dialog.page().getByLabel(label) })
    .locator('[data-slot="form-message"]');
}

export type StoredTransaction = {
  id: string;
  property: string;
  amountCents: number;
  type: string;
  status: string;
  date: string;
  buyer: string;
  seller: string;
  method?: string;
  card?: { brand: string; last4: string };
  booking?: { checkIn: string; checkOut: string; nights: number; guests: number };
};

/** One record of the store's transactions table, read from IndexedDB. */
export async function storedTransaction(page: Page, id: string): Promise<StoredTransaction | null> {
  return page.evaluate(
    async ([name, key]) => {
      // Opening a database that does not exist yet would create an empty one under the store.
      if (!(await indexedDB.databases()).some((database) => database.name === name)) return null;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        return await new Promise<StoredTransaction | null>((resolve, reject) => {
          const request = db.transaction("transactions").objectStore("transactions").get(key);
          request.onsuccess = () => resolve((request.result as StoredTransaction | undefined) ?? null);
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    [DATABASE_NAME, id] as const,
  );
}

/** Everything the site keeps in this browser: every IndexedDB table, localStorage and sessionStorage, as JSON. */
export async function storageDump(page: Page): Promise<string> {
  return page.evaluate(async (name) => {
    const local = { ...localStorage };
    const session = { ...sessionStorage };
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return JSON.stringify({ tables: {}, local, session });
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tables: Record<string, unknown[]> = {};
    try {
      for (const table of Array.from(db.objectStoreNames)) {
        tables[table] = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(table).objectStore(table).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      }
    } finally {
      db.close();
    }
    return JSON.stringify({ tables, local, session });
  }, DATABASE_NAME);
}

/** The transaction id the receipt shows. */
export async function receiptTransactionId(dialog: Locator): Promise<string> {
  const text = await dialog.getByRole("status").innerText();
  const match = /TXN-[A-Z0-9]+/.exec(text);
  expect(match, `a TXN- id in the receipt:\n${text}`).not.toBeNull();
  return match?.[0] ?? "";
}

/**
 * Makes the store's writes to `transactions` fail like a full disk (QuotaExceededError) once
 * `window.__failTransactionWrites` is true. Installed before any page script runs.
 */
export async function installWriteFailure(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
      if ((window as { __failTransactionWrites?: boolean }).__failTransactionWrites && this.name === "transactions") {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      return put.apply(this, args);
    };
  });
}
