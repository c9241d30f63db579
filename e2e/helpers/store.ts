// The site's IndexedDB database read and written straight from the browser, past the store's API:
// to see what a page saved, and to plant records the page must cope with.
import type { Page } from "@playwright/test";
import { DATABASE_NAME } from "@/lib/store";

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

/** Writes `records` into a table of the site's database as they are, with no validation. */
export async function putStoredRecords(page: Page, table: string, records: unknown[]): Promise<void> {
  await page.evaluate(
    ({ database, name, values }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction(name, "readwrite");
          for (const value of values) transaction.objectStore(name).put(value);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { database: DATABASE_NAME, name: table, values: records },
  );
}
