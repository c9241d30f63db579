// Where is a Chromium we can drive? One answer shared by ensure-browser.mjs (which may install
// one), playwright.config.ts and bench.mjs, so tests and Lighthouse always use the same browser.
//
// Order: $PLAYWRIGHT_CHROMIUM_PATH (must exist) -> Debian's /usr/bin/chromium -> Playwright's own
// downloaded build. Playwright cannot download browsers on this project's machines (only the npm
// registry and Debian apt are reachable), so Debian's package is the normal answer.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

// Flags for a quiet, reproducible headless run on a small shared machine (no sandbox: we run as
// root; no GPU; no background downloads or updates that would add noise to timings).
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's own browser path (it reports a path even when nothing was downloaded). */
export function playwrightChromiumPath() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core");
    return chromium.executablePath() || null;
  } catch {
    return null;
  }
}

/**
 * Pure resolution: returns { path, source } or null when no browser is found.
 * Throws when PLAYWRIGHT_CHROMIUM_PATH names a file that does not exist (a typo should not
 * silently fall back to another browser).
 * @param {{ env?: Record<string, string | undefined>, exists?: (p: string) => boolean, playwrightPath?: () => string | null }} [options]
 * @returns {{ path: string, source: string } | null}
 */
export function findChromium({ env = process.env, exists = existsSync, playwrightPath = playwrightChromiumPath } = {}) {
  const fromEnv = env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!exists(fromEnv)) {
      throw new Error(`PLAYWRIGHT_CHROMIUM_PATH is set to ${fromEnv}, but no file exists there.`);
    }
    return { path: fromEnv, source: "PLAYWRIGHT_CHROMIUM_PATH" };
  }
  if (exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian chromium package" };
  const own = playwrightPath();
  if (own && exists(own)) return { path: own, source: "Playwright's downloaded Chromium" };
  return null;
}

// `node scripts/browser-path.mjs --json` prints {"path", "args"} for playwright.config.ts
// (path is "" when nothing is found; a bad PLAYWRIGHT_CHROMIUM_PATH exits 1 with the reason).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes("--json")) {
  try {
    console.log(JSON.stringify({ path: findChromium()?.path ?? "", args: CHROMIUM_ARGS }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
