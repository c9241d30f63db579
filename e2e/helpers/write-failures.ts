// Helpers for the write-failure specs (e2e/write-failures-*.spec.ts): storage that fills up after the
// site opened, and the checks that a form shows the store's message and keeps what was typed.
import type { Locator, Page } from "@playwright/test";
import { patientExpect as expect, gotoUnlocked } from "./fixtures";

/*
 * A write that fails tells the person clearly and keeps what they typed (reliability-and-security.md
 * STORE-01). Storage fills up after the site opened: IndexedDB put/add and Storage.setItem throw a
 * QuotaExceededError (the store's own "meta" bookkeeping is spared, so the store opens normally on
 * the database an earlier page seeded). Each form is then submitted complete: it must show the
 * store's "storage is full" sentence, keep every value typed, and stay where it is. The card payment
 * dialog has the same test in payments-card-deposit.spec ("a failed store write shows the store's
 * message…").
 */

/** STORE_ERROR_MESSAGES.quota in lib/store/types.ts. */
export const QUOTA_MESSAGE =
  "Your browser storage is full. Export a backup from My activity or delete old drafts, then try again. Nothing you typed has been lost.";

type FaultWindow = Window & { __failWrites?: boolean };

/**
 * From the next navigation on, storage writes throw QuotaExceededError while window.__failWrites
 * is true (it starts as `failing`). Added after unlock(), so the gate flag is written first.
 */
export async function failStorageWrites(page: Page, failing = true): Promise<void> {
  await page.addInitScript((startFailing) => {
    const target = window as FaultWindow;
    target.__failWrites = startFailing;
    const full = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const { put, add } = IDBObjectStore.prototype;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
      if (target.__failWrites && this.name !== "meta") throw full();
      return put.apply(this, args);
    };
    IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["add"]>) {
      if (target.__failWrites && this.name !== "meta") throw full();
      return add.apply(this, args);
    };
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (target.__failWrites) throw full();
      return setItem.call(this, key, value);
    };
  }, failing);
}

export async function setWritesFailing(page: Page, failing: boolean): Promise<void> {
  await page.evaluate((value) => {
    (window as FaultWindow).__failWrites = value;
  }, failing);
}

/** Opens the unlocked site on a page that reads the store, so IndexedDB exists and is seeded. */
export async function seedStore(page: Page): Promise<void> {
  await gotoUnlocked(page, "/contracts/");
  await expect(page.getByRole("link", { name: /Aman Miami Beach, Residence 3A/ })).toBeVisible();
}

export function quotaAlert(scope: Locator | Page): Locator {
  return scope.getByRole("alert").filter({ hasText: QUOTA_MESSAGE });
}
