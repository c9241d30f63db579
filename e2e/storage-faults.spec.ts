import type { Page } from "@playwright/test";
import { expect, GATE_KEY, GATE_STORAGE_KEY, PASSCODE, test } from "./helpers/fixtures";
import { DATABASE_NAME } from "../lib/store";
import { onePagePerTemplate } from "./helpers/exported-pages";
import { toasts } from "./helpers/page";

/*
 * Storage faults (issue 7): with every stored value corrupted, with storage full and with storage
 * unavailable, every page of the site still renders its content. One page of each app route: the
 * pages of a dynamic route (sixteen properties, seventeen brands, four sample contracts) run the
 * same code on the store with other content, and the phone smoke (smoke.spec.ts) loads every one.
 * Routes come from out/, so every route the site gains is covered without editing this file.
 */

const routes = onePagePerTemplate().map(({ route }) => (route === "/404" ? "/no-such-page/" : route));

// Each fault walks the routes in parts of ROUTES_PER_PART, one test each, so the parts run side by
// side and a slow machine meets a test's time limit (one walk of 70 routes took close to 3 minutes).
const ROUTES_PER_PART = 10;
const parts = Array.from({ length: Math.ceil(routes.length / ROUTES_PER_PART) }, (_, index) =>
  routes.slice(index * ROUTES_PER_PART, (index + 1) * ROUTES_PER_PART),
);
const partTitle = (part: string[]) => `${part[0]} to ${part.at(-1)}`;

async function expectRendered(page: Page, path: string) {
  await expect(page.locator("#main h1").first(), `${path} renders its heading`).toBeVisible();
}

/** Opens the unlocked site once so the store exists, then overwrites every stored value with junk. */
async function corruptEverything(page: Page) {
  await page.evaluate(async (dbName) => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key !== "rm:gate") localStorage.setItem(key, "{corrupt");
    }
    localStorage.setItem("rm:view", "{not json");
    localStorage.setItem("rm:session", '"<script>alert(1)</script>"');
    const databases = (await indexedDB.databases?.()) ?? [];
    if (!databases.some((db) => db.name === dbName)) return;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(dbName);
      request.onerror = () => reject(request.error);
      request.onsuccess = () => {
        const db = request.result;
        const names = [...db.objectStoreNames];
        if (names.length === 0) return resolve();
        const tx = db.transaction(names, "readwrite");
        for (const name of names) {
          const store = tx.objectStore(name);
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) return;
            try {
              current.update(
                store.keyPath
                  ? { [store.keyPath as string]: current.primaryKey, junk: "<img src=x onerror=alert(1)>", amount: "lots" }
                  : "junk",
              );
            } catch {
              // a store whose key is generated: leave it
            }
            current.continue();
          };
        }
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, DATABASE_NAME);
}

test.describe("storage faults", () => {
  // Each test visits a part of the exported routes, a few seconds each on a busy machine.
  test.describe.configure({ timeout: ROUTES_PER_PART * 6_000 });

  for (const part of parts) {
    test(`with every stored value corrupted, every route still renders: ${partTitle(part)}`, async ({ page, consoleErrors, dialogs }) => {
      consoleErrors.allow("404");
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        GATE_STORAGE_KEY,
        JSON.stringify({ key: GATE_KEY }),
      ] as const);
      await page.goto("/");
      await corruptEverything(page);
      for (const path of part) {
        await page.goto(path);
        await expectRendered(page, path);
      }
      expect(dialogs).toEqual([]);
    });

    test(`with storage full, every route still renders: ${partTitle(part)}`, async ({ page, consoleErrors }) => {
      consoleErrors.allow("404");
      await page.addInitScript(
        ([key, value]) => {
          localStorage.setItem(key, value);
          const quota = () => {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          };
          Storage.prototype.setItem = quota;
          IDBObjectStore.prototype.put = quota;
          IDBObjectStore.prototype.add = quota;
        },
        [GATE_STORAGE_KEY, JSON.stringify({ key: GATE_KEY })] as const,
      );
      for (const path of part) {
        await page.goto(path);
        await expectRendered(page, path);
      }
    });

    test(`with storage unavailable, every route renders behind the gate and opens with the passcode: ${partTitle(part)}`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow("404");
      await page.addInitScript(() => {
        const denied = () => {
          throw new DOMException("Access is denied for this document.", "SecurityError");
        };
        Object.defineProperty(window, "localStorage", { get: denied });
        Object.defineProperty(window, "sessionStorage", { get: denied });
        Object.defineProperty(window, "indexedDB", { get: denied });
      });
      for (const path of part) {
        await page.goto(path);
        await page.getByLabel("Passcode").fill(PASSCODE);
        await page.keyboard.press("Enter");
        await expect(toasts(page).getByText("Access Granted")).toBeVisible();
        await expect(toasts(page).getByText(/not letting the site save data/)).toBeVisible();
        await expectRendered(page, path);
      }
    });
  }
});
