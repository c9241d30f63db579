// Every page requests its script chunks only once its largest element (the hero image, where it has
// one) has been shown (scripts/hydrate-after-paint.mjs). These tests hold the pictures back, or let
// them through, and check that the page still becomes interactive in every case, and that each chunk
// runs once.
import type { Page, Route } from "@playwright/test";
import { expect, gotoUnlocked, test, unlock } from "./fixtures";

declare global {
  interface Window {
    __hydrationLog?: { state: string | null; at: number }[];
    __largestPaints?: { at: number; image: boolean }[];
  }
}

/** Every picture of the page: while none has arrived, no image can be shown as the largest paint. */
const PICTURES = /\/art\/.+\.webp$/;

/** Records when <html data-hydration> changes and every largest paint the browser reports. */
async function recordHydration(page: Page) {
  await page.addInitScript(() => {
    const log: { state: string | null; at: number }[] = (window.__hydrationLog = []);
    const paints: { at: number; image: boolean }[] = (window.__largestPaints = []);
    new MutationObserver(() => {
      const state = document.documentElement.getAttribute("data-hydration");
      if (log.at(-1)?.state !== state) log.push({ state, at: performance.now() });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydration"] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        paints.push({ at: entry.startTime, image: Boolean((entry as PerformanceEntry & { url?: string }).url) });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

const hydrationState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-hydration"));

/** A control that only works once React has hydrated: the Tools menu, or the phone's menu. */
async function expectHeaderWorks(page: Page) {
  const phoneMenu = page.getByRole("button", { name: "Open menu" });
  const trigger = (await phoneMenu.isVisible()) ? phoneMenu : page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

test("on a hero page the chunks are requested after the hero is shown, each exactly once, and the page works @phone", async ({ page }) => {
  await recordHydration(page);
  await gotoUnlocked(page, "/hotels/");
  await expect.poll(() => hydrationState(page)).toBe("done");
  const { log, largest } = await page.evaluate(() => ({ log: window.__hydrationLog ?? [], largest: window.__largestPaints ?? [] }));
  expect(log.map((change) => change.state)).toEqual(["held", "started", "done"]);
  const paints = largest.filter((paint) => paint.image).map((paint) => paint.at);
  expect(paints.length, "the hero is reported as the largest paint").toBeGreaterThan(0);

  const chunks = await page.evaluate(() => ({
    listed: (document.querySelector("script[data-hydrate-chunks]")?.getAttribute("data-hydrate-chunks") ?? "").split(" "),
    scripts: [...document.scripts].map((script) => script.getAttribute("src")).filter((src) => src?.startsWith("/_next/")),
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
  }));
  expect(chunks.listed.length).toBeGreaterThan(3);
  for (const src of chunks.listed) {
    expect(chunks.scripts.filter((script) => script === src), `${src} runs once`).toHaveLength(1);
    const requests = chunks.requests.filter((request) => request.path === src);
    expect(requests, `${src} is downloaded once`).toHaveLength(1);
    expect(requests[0]!.at, `${src} is requested after the hero is shown`).toBeGreaterThanOrEqual(paints[0]!);
  }
  await expectHeaderWorks(page);
});

test("a visitor who acts before the hero arrives gets a working page at once", async ({ page }) => {
  let release: () => void = () => {};
  const heroHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(PICTURES, async (picture: Route) => {
    await heroHeld;
    await picture.continue().catch(() => {});
  });
  await unlock(page);
  await page.goto("/hotels/", { waitUntil: "domcontentloaded" });
  await expect.poll(() => hydrationState(page)).toBe("held");
  await page.keyboard.press("Tab");
  await expect.poll(() => hydrationState(page)).toBe("done");
  await expectHeaderWorks(page);
  release();
});

test("a hero that never arrives holds the page back for 3 seconds at most", async ({ page }) => {
  // No picture arrives at all (another image shown as the largest paint would start hydration).
  await page.route(PICTURES, () => {
    // never answered: the images stay pending
  });
  await unlock(page);
  await page.goto("/hotels/", { waitUntil: "domcontentloaded" });
  const heldAt = Date.now();
  await expect.poll(() => hydrationState(page)).toBe("held");
  await expect.poll(() => hydrationState(page), { timeout: 10_000 }).toBe("done");
  expect(Date.now() - heldAt).toBeLessThan(6_000);
  await expectHeaderWorks(page);
});

test("a page without a hero requests its chunks once its largest text is shown", async ({ page }) => {
  await recordHydration(page);
  await gotoUnlocked(page, "/about/");
  await expect.poll(() => hydrationState(page)).toBe("done");
  const { largest, requests } = await page.evaluate(() => ({
    largest: window.__largestPaints ?? [],
    requests: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(largest.length, "a largest paint is reported").toBeGreaterThan(0);
  expect(requests.length).toBeGreaterThan(3);
  for (const at of requests) expect(at).toBeGreaterThanOrEqual(largest[0]!.at);
  await expectHeaderWorks(page);
});
