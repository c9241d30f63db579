// Pages opened with the framework's code held back, to use them exactly as they are before they
// hydrate (lib/first-paint/early-input-script.ts and the inputs that must not lose what is done then).
import type { Page } from "@playwright/test";
import { unlock } from "./fixtures";

/** Every script chunk of the export's `_next/static/chunks`. */
export const CHUNK = /\/_next\/static\/chunks\/.+\.js$/;

/** Holds every framework chunk the page requests from now on until the returned function is called. */
export async function holdChunks(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK, async (chunk) => {
    await released;
    await chunk.continue().catch(() => {});
  });
  return release;
}

/**
 * Opens `path` past the gate with every framework chunk held until the returned function is
 * called (Not "load": the held code, requested while the page loads, would hold the load event too.)
 */
export async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdChunks(page);
  await unlock(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}
