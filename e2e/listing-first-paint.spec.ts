// The listing pages show their cards from the first paint and keep them through hydration: no card
// is swapped for a loading note and back, and nothing on the page moves while its code arrives,
// early (a normal load) or late (every script chunk held back for a while). Issue 31, item 4.
//
// Layout shifts are read with a PerformanceObserver (buffered, so shifts before it was registered
// count too); shifts just after an input do not count, as Lighthouse's CLS does not count them, and
// no test here presses anything. Runs on the phone too: Lighthouse measures a phone's layout.
import type { Page } from "@playwright/test";
import { expect, gotoUnlocked, test } from "./helpers/fixtures";
import { openHeld } from "./helpers/held-scripts";

declare global {
  interface Window {
    __shifts?: { value: number; sources: string[] }[];
    __removedCards?: number;
  }
}

/** Each listing page, a brand's page and a property page, with how many cards its HTML holds. */
const PAGES = [
  { path: "/buy/", cards: 17 },
  { path: "/rent/", cards: 3 },
  { path: "/residences/", cards: 16 },
  { path: "/hotels/aman/", cards: 5 },
  { path: "/aman-miami-beach/", cards: 1 },
] as const;

/** Records every layout shift and every card removed from the page, from before the first paint. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    window.__removedCards = 0;
    const one = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${(node.getAttribute("class") ?? "").slice(0, 60)}`;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element ? `${node.parentElement ? `${one(node.parentElement)} > ` : ""}${one(node)}` : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (!entry.hadRecentInput)
          window.__shifts?.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches("article") || node.querySelector("article"))) window.__removedCards! += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

const cards = (page: Page) => page.locator("#main article");

/**
 * Waits until React owns every link, button and field of the page's main region, but for the parts
 * whose code loads only when scrolled near (a property page's estimates: lazy-when-near.tsx).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const controls = Array.from(document.querySelectorAll("#main :is(a, button, input, select)")).filter(
        (control) => !control.closest("[data-loads-when-near]"),
      );
      return controls.length > 0 && controls.every((control) => Object.keys(control).some((key) => key.startsWith("__reactProps$")));
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
}

/** After hydration and a moment for what follows it (a stored preference, a pending mark): nothing moved and no card was replaced. */
async function expectSettledInPlace(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForTimeout(500);
  const { shifts, removed } = await page.evaluate(() => ({ shifts: window.__shifts ?? [], removed: window.__removedCards ?? 0 }));
  expect(shifts, "layout shifts while the page loaded").toEqual([]);
  expect(removed, "cards removed from the page while it loaded").toBe(0);
}

for (const { path, cards: count } of PAGES) {
  test(`${path}: its cards are in place from the first paint, with the code early or late, and nothing moves @phone`, async ({
    page,
    context,
  }) => {
    // Two loads of a large page, one with its code held back for a second.
    test.slow();
    await watch(page);
    await gotoUnlocked(page, path);
    await expect(cards(page)).toHaveCount(count);
    await expectSettledInPlace(page);

    // The same page with its code a second late: the cards are on screen before it arrives and
    // are the same elements after, since hydration adopts them.
    const late = await context.newPage();
    await watch(late);
    const release = await openHeld(late, path);
    await expect(cards(late)).toHaveCount(count);
    await expect(cards(late).last()).toBeVisible();
    await late.evaluate(() => document.querySelectorAll("#main article").forEach((card) => card.setAttribute("data-first-paint", "")));
    await late.waitForTimeout(1000);
    release();
    await expectSettledInPlace(late);
    await expect(late.locator("#main article[data-first-paint]")).toHaveCount(count);
    await expect(late.getByText(/^Loading/).filter({ visible: true })).toHaveCount(0);
  });
}
