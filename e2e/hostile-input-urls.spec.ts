// Hostile input (see helpers/hostile-input.ts) in the address: every query parameter a page reads, the
// hash, and the path segments of the not-found page.
import type { Locator, Page } from "@playwright/test";
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { expectNothingRan, expectWorking } from "./helpers/hostile-input";
import { HOSTILE, LONG, SCRIPT } from "./helpers/hostile-payloads";
import { gotoReady, main } from "./helpers/page";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

/*
 * Every query parameter a page reads (useSearchParams in login-panel, make-offer, useUrlState
 * for /buy and /rent, contract-list), the /rent hash, and the dynamic path segments the 404 page
 * reads (contract-path-fallback). ?hotel= and some /rent values are in buy-hostile-links.spec and rent.spec.
 */
const queryCases = [
  { path: "/login/", params: ["tab", "role", "next"] },
  { path: "/make-offer/", params: ["listing"] },
  { path: "/buy/", params: ["q", "city", "price", "beds", "amenity"] },
  { path: "/rent/", params: ["where", "checkin", "checkout", "guests", "amenity"] },
  { path: "/contracts/", params: ["q", "tab", "status", "min", "max", "from", "to", "sort"] },
] as const;

/** Search boxes fed by the URL show the text as their value (within the search's length limit). */
const searchBoxes: Record<string, (page: Page) => Locator> = {
  "/buy/ q": (page) => page.getByRole("search", { name: "Search residences for sale" }).getByLabel("Search", { exact: true }),
  "/contracts/ q": (page) => page.getByRole("searchbox", { name: "Search contracts" }),
};

test.describe("hostile values in every query parameter", () => {
  // One test per page. Each payload goes into every parameter the page reads at once (each
  // parameter is parsed on its own), so every parameter still meets every payload on one load per
  // payload instead of one per parameter; the 10,000 characters go into one parameter at a time,
  // as all of them at once would make an address no host accepts.
  for (const { path, params } of queryCases) {
    test(`${path}?${params.join("=, ")}= run nothing and the page still works`, async ({ page, dialogs }) => {
      const loads = HOSTILE.flatMap<{ label: string; payload: string; params: readonly string[] }>(([label, payload]) =>
        payload === LONG ? params.map((param) => ({ label, payload, params: [param] })) : [{ label, payload, params }],
      );
      for (const { label, payload, params: hostile } of loads) {
        const query = hostile.map((param) => `${param}=${encodeURIComponent(payload)}`).join("&");
        await gotoReady(page, `${path}?${query}`);
        await expectWorking(page);
        for (const param of hostile) {
          const box = searchBoxes[`${path} ${param}`];
          if (box && payload !== LONG) await expect(box(page), `${label} in ?${param}=`).toHaveValue(payload.replace(/\s+/g, " ").trim());
        }
        await expectNothingRan(page, dialogs);
      }
      // Still usable after the last one: the page's own navigation works.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Hotels", exact: true }).click();
      await expect(page).toHaveURL(/\/hotels\/$/);
      await expectWorking(page);
    });
  }

  test("the hash of /rent, /login and /contracts runs nothing", async ({ page, dialogs }) => {
    for (const path of ["/rent/", "/login/", "/contracts/", "/buy/"]) {
      for (const [, payload] of HOSTILE) {
        await gotoReady(page, `${path}#${encodeURIComponent(payload)}`);
        await expectWorking(page);
        await expectNothingRan(page, dialogs);
      }
    }
    await gotoReady(page, `/rent/#${SCRIPT}`);
    await expect(page.getByRole("tab", { name: "Find a Residence" })).toHaveAttribute("aria-selected", "true");
  });

  test("hostile path segments show the not-found page and run nothing", async ({ page, dialogs, consoleErrors }) => {
    consoleErrors.allow("404");
    for (const [label, payload] of HOSTILE) {
      const segment = encodeURIComponent(payload === LONG ? payload.slice(0, 4_000) : payload);
      for (const path of [`/contracts/${segment}/`, `/contracts/${segment}/messages/`, `/hotels/${segment}/`, `/${segment}/`]) {
        await gotoUnlocked(page, path);
        await expect(main(page).locator("h1").first(), `${label} at ${path.slice(0, 60)}`).toBeVisible();
        await expectNothingRan(page, dialogs);
      }
    }
  });
});
