import type { Page } from "@playwright/test";
import { expect, GATE_KEY, GATE_STORAGE_KEY, PASSCODE, test } from "./helpers/fixtures";
import { DATABASE_NAME } from "../lib/store";
import { exportedPages } from "./helpers/exported-pages";
import { toasts } from "./helpers/page";

/*
 * Storage faults (issue 7): with every stored value corrupted, with storage full and with storage
 * unavailable, every exported route still renders its content. Routes come from out/, so every
 * page the site gains is covered without editing this file.
 */

const routes = exportedPages().map(({ route }) => (route === "/404" ? "/no-such-page/" : route));

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
  // Each test visits every exported route, so its time grows with the site (50+ pages).
  test.describe.configure({ timeout: Math.max(30_000, routes.length * 2_500) });

  test("with every stored value corrupted, every route still renders", async ({ page, consoleErrors, dialogs }) => {
    consoleErrors.allow("404");
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      GATE_STORAGE_KEY,
      JSON.stringify({ key: GATE_KEY }),
    ] as const);
    await page.goto("/");
    await corruptEverything(page);
    for (const path of routes) {
      await page.goto(path);
      await expectRendered(page, path);
    }
    expect(dialogs).toEqual([]);
  });

  test("with storage full, every route still renders", async ({ page, consoleErrors }) => {
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
    for (const path of routes) {
      await page.goto(path);
      await expectRendered(page, path);
    }
  });

  test("with storage unavailable, every route renders behind the gate and opens with the passcode", async ({ page, consoleErrors }) => {
    consoleErrors.allow("404");
    await page.addInitScript(() => {
      const denied = () => {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: denied });
      Object.defineProperty(window, "sessionStorage", { get: denied });
      Object.defineProperty(window, "indexedDB", { get: denied });
    });
    for (const path of routes) {
      await page.goto(path);
      await page.getByLabel("Passcode").fill(PASSCODE);
      await page.keyboard.press("Enter");
      await expect(toasts(page).getByText("Access Granted")).toBeVisible();
      await expect(toasts(page).getByText(/not letting the site save data/)).toBeVisible();
      await expectRendered(page, path);
    }
  });
});
