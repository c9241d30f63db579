// First-load JS per route, computed from the export itself (Next 16 no longer prints it):
// for every HTML page in out/, the gzip -9 size of every <script src> it loads, except the
// noModule polyfill that modern browsers never download. Budgets come from bench/budget.json.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { formatTable } from "./table.mjs";

// Next's internals, not routes (404.html is the route "/404").
const SKIP_DIRS = new Set(["_next", "_not-found"]);

/** out/-relative HTML path -> route: index.html -> "/", a/index.html -> "/a/", 404.html -> "/404". */
export function routeForHtml(relative) {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"index.html".length)}`;
  return `/${posix.replace(/\.html$/, "")}`;
}

/** Every HTML file under `dir`, relative to it, skipping Next's internal folders. */
export function htmlFiles(dir, prefix = "") {
  const found = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) found.push(...htmlFiles(dir, relative));
    } else if (entry.name.endsWith(".html")) {
      found.push(relative);
    }
  }
  return found;
}

/** Attributes of one tag's attribute string, names lower-cased ("nomodule" -> ""). */
function parseAttributes(source) {
  const attributes = {};
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attributes;
}

/** The `src` of every <script> in the HTML that a modern browser downloads (noModule excluded). */
export function scriptSrcs(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1]);
    if (attributes.src === undefined || "nomodule" in attributes) continue;
    sources.push(attributes.src.replace(/&amp;/g, "&"));
  }
  return sources;
}

// Whether `route` matches `pattern`, where a star stands for one path segment ("/contracts/*/sign/").
export function routeMatches(pattern, route) {
  if (!pattern.includes("*")) return pattern === route;
  const escaped = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${escaped}$`).test(route);
}

/** Budget in kB for a route: an explicit entry, else the form budget, else the default. */
export function budgetFor(route, budget) {
  if (budget.routes && route in budget.routes) return budget.routes[route];
  if (budget.formRoutes?.some((pattern) => routeMatches(pattern, route))) return budget.formKb ?? 175;
  return budget.defaultKb;
}

export const kB = (bytes) => bytes / 1000;

/**
 * Measures every route in `outDir`.
 * @returns {{ route: string, scripts: number, gzipBytes: number, budgetKb: number, ok: boolean, missing: string[], external: string[] }[]}
 */
export function measureFirstLoadJs(outDir, budget) {
  const gzipSizes = new Map();
  const gzipSize = (file) => {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gzipSizes.get(file);
  };
  const rows = [];
  for (const relative of htmlFiles(outDir)) {
    const route = routeForHtml(relative);
    const pageUrl = new URL(route, "http://export.local");
    const srcs = scriptSrcs(readFileSync(path.join(outDir, relative), "utf8"));
    let gzipBytes = 0;
    const missing = [];
    const external = [];
    for (const src of srcs) {
      const url = new URL(src, pageUrl);
      if (url.host !== pageUrl.host) {
        external.push(src);
        continue;
      }
      const file = path.join(outDir, decodeURIComponent(url.pathname));
      try {
        gzipBytes += gzipSize(file);
      } catch {
        missing.push(src);
      }
    }
    const budgetKb = budgetFor(route, budget);
    rows.push({
      route,
      scripts: srcs.length,
      gzipBytes,
      budgetKb,
      ok: missing.length === 0 && kB(gzipBytes) <= budgetKb,
      missing,
      external,
    });
  }
  return rows.sort((a, b) => (a.route === "/" ? -1 : b.route === "/" ? 1 : a.route.localeCompare(b.route)));
}

/**
 * The printed report of measureFirstLoadJs's rows: a heading, one table row per route (the floor
 * column is the difference to the framework floor) and a line per missing or external script.
 * @param {ReturnType<typeof measureFirstLoadJs>} rows
 * @param {{ floorKb: number }} budget
 * @param {string} outDir
 */
export function formatFirstLoadJsReport(rows, budget, outDir) {
  if (!rows.length) return `No HTML pages in ${outDir}/.`;
  const lines = [
    "First-load JS per route (gzip -9, kB = 1000 bytes; the floor column is the difference to the framework floor)",
    "",
    formatTable(
      ["route", "scripts", "JS gzip kB", `floor ${budget.floorKb} kB`, "budget kB", "status"],
      rows.map((row) => [
        row.route,
        row.scripts,
        kB(row.gzipBytes).toFixed(1),
        `${kB(row.gzipBytes) >= budget.floorKb ? "+" : ""}${(kB(row.gzipBytes) - budget.floorKb).toFixed(1)}`,
        row.budgetKb,
        row.missing.length ? "MISSING" : row.ok ? "OK" : "OVER",
      ]),
    ),
  ];
  for (const row of rows) {
    if (row.missing.length) lines.push(`  ${row.route}: scripts not found in ${outDir}/: ${row.missing.join(", ")}`);
    if (row.external.length) lines.push(`  ${row.route}: external scripts not counted: ${row.external.join(", ")}`);
  }
  return lines.join("\n");
}
