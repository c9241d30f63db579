// Lighthouse 12 (mobile default config) on one URL, past the passcode gate.
//
// How the gate is passed: the gate reads a localStorage flag, and Lighthouse clears the origin's
// storage (and the HTTP cache) before it navigates. Turning that reset off (--disable-storage-reset)
// would also keep the cache warm between runs and flatter the numbers. Instead we give Lighthouse a
// Puppeteer page on which `evaluateOnNewDocument` writes the flag at the start of every document,
// before any page script runs (what Playwright's addInitScript does in the e2e tests). Lighthouse
// still resets storage and cache, then loads the page cold, and the page finds itself unlocked.
// LH_DUMP=<file> keeps the last full Lighthouse report for inspection, LH_TRACE=<file> its trace.
// Chrome is started by chrome-launcher, as the Lighthouse CLI does, so its default flags match.
// puppeteer-core and chrome-launcher are Lighthouse's own dependencies (same versions it uses).
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";

/** The numbers we keep from a Lighthouse result (scores 0-100, times in ms). */
export function summarizeLhr(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    totalBytes: numeric("total-byte-weight"),
    // Which audits cost points outside performance, so a miss can be acted on.
    failedAudits: ["accessibility", "best-practices"].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => `${category}:${ref.id}`),
    ),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run in a fresh Chrome.
 * @param {{ url: string, chromePath: string, chromeFlags: string[], categories: string[], storage?: Record<string, string> }} options
 *   storage: localStorage entries to set before page scripts run (the gate flag).
 */
export async function runLighthouse({ url, chromePath, chromeFlags, categories, storage = {} }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((entries) => {
      try {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      } catch {
        // about:blank (Lighthouse's first stop) has no storage
      }
    }, storage);
    const result = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: categories }, undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    // Proof that the measured document saw the flag (Lighthouse resets storage before loading).
    const seen = await page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), Object.keys(storage));
    const storageOk = seen.every((value, index) => value === Object.values(storage)[index]);
    if (process.env.LH_DUMP) writeFileSync(process.env.LH_DUMP, JSON.stringify(result.lhr));
    if (process.env.LH_TRACE) writeFileSync(process.env.LH_TRACE, JSON.stringify(result.artifacts.Trace));
    return { ...summarizeLhr(result.lhr), storageOk, finalUrl: result.lhr.finalDisplayedUrl };
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
  }
}
