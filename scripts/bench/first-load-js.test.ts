import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetFor, formatFirstLoadJsReport, measureFirstLoadJs, routeForHtml, routeMatches, scriptSrcs } from "./first-load-js.mjs";
import { formatTable, median } from "./table.mjs";

const budget = { floorKb: 134.8, defaultKb: 150, formKb: 175, routes: { "/special/": 160 }, formRoutes: ["/login/"] };

describe("routeForHtml", () => {
  it("turns export paths into routes", () => {
    expect(routeForHtml("index.html")).toBe("/");
    expect(routeForHtml(path.join("contracts", "new", "index.html"))).toBe("/contracts/new/");
    expect(routeForHtml("404.html")).toBe("/404");
  });
});

describe("scriptSrcs", () => {
  it("lists every script src except noModule ones, in order", () => {
    const html =
      '<script src="/_next/a.js" async=""></script><script>inline()</script>' +
      "<script src='/_next/b.js?v=1&amp;x=2'></script><script src=/_next/c.js></script>" +
      '<script src="/_next/polyfill.js" noModule=""></script><script noModule src="/_next/p2.js"></script>' +
      '<script src="/_next/nomodule-in-name.js"></script>';
    expect(scriptSrcs(html)).toEqual(["/_next/a.js", "/_next/b.js?v=1&x=2", "/_next/c.js", "/_next/nomodule-in-name.js"]);
  });
});

describe("budgetFor", () => {
  it("prefers an explicit route, then the form budget, then the default", () => {
    expect(budgetFor("/special/", budget)).toBe(160);
    expect(budgetFor("/login/", budget)).toBe(175);
    expect(budgetFor("/", budget)).toBe(150);
  });
});

describe("measureFirstLoadJs", () => {
  it("sums gzip -9 sizes per route, skips _next and flags missing scripts", () => {
    const out = mkdtempSync(path.join(tmpdir(), "bench-test-"));
    mkdirSync(path.join(out, "_next", "static"), { recursive: true });
    mkdirSync(path.join(out, "login"));
    const chunk = "export const x = 1;\n".repeat(50);
    writeFileSync(path.join(out, "_next", "static", "a.js"), chunk);
    writeFileSync(path.join(out, "_next", "static", "inner.html"), "not a route");
    writeFileSync(path.join(out, "index.html"), '<script src="/_next/static/a.js"></script>');
    writeFileSync(
      path.join(out, "login", "index.html"),
      '<script src="/_next/static/a.js"></script><script src="/_next/static/gone.js"></script>',
    );
    const rows = measureFirstLoadJs(out, budget);
    const size = gzipSync(Buffer.from(chunk), { level: 9 }).length;
    expect(rows.map((row) => row.route)).toEqual(["/", "/login/"]);
    expect(rows[0]).toMatchObject({ scripts: 1, gzipBytes: size, budgetKb: 150, ok: true, missing: [] });
    expect(rows[1]).toMatchObject({ scripts: 2, gzipBytes: size, budgetKb: 175, ok: false, missing: ["/_next/static/gone.js"] });
  });
});

describe("formatFirstLoadJsReport", () => {
  const row = { scripts: 9, missing: [] as string[], external: [] as string[] };
  it("prints each route's size, its distance to the floor, its budget and status, then what was not counted", () => {
    const report = formatFirstLoadJsReport(
      [
        { ...row, route: "/", gzipBytes: 145_600, budgetKb: 150, ok: true },
        { ...row, route: "/transactions/", gzipBytes: 150_500, budgetKb: 150, ok: false, external: ["https://cdn.example/x.js"] },
        { ...row, route: "/login/", gzipBytes: 120_000, budgetKb: 175, ok: false, missing: ["/_next/static/gone.js"] },
      ],
      budget,
      "out",
    );
    expect(report.split("\n")).toEqual([
      "First-load JS per route (gzip -9, kB = 1000 bytes; the floor column is the difference to the framework floor)",
      "",
      "route          | scripts | JS gzip kB | floor 134.8 kB | budget kB | status",
      "---------------|---------|------------|----------------|-----------|--------",
      "/              | 9       | 145.6      | +10.8          | 150       | OK",
      "/transactions/ | 9       | 150.5      | +15.7          | 150       | OVER",
      "/login/        | 9       | 120.0      | -14.8          | 175       | MISSING",
      "  /transactions/: external scripts not counted: https://cdn.example/x.js",
      "  /login/: scripts not found in out/: /_next/static/gone.js",
    ]);
  });
  it("says when there is no page at all", () => {
    expect(formatFirstLoadJsReport([], budget, "out")).toBe("No HTML pages in out/.");
  });
});

describe("table helpers", () => {
  it("takes the median of the numbers present", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });
  it("pads columns", () => {
    expect(formatTable(["a", "bb"], [["xxx", 1]])).toBe("a   | bb\n----|---\nxxx | 1");
  });
});

describe("routeMatches", () => {
  it("matches exact routes and one segment per star", () => {
    expect(routeMatches("/buy/", "/buy/")).toBe(true);
    expect(routeMatches("/contracts/*/sign/", "/contracts/12/sign/")).toBe(true);
    expect(routeMatches("/contracts/*/sign/", "/contracts/12/")).toBe(false);
    expect(routeMatches("/contracts/*/sign/", "/contracts/1/2/sign/")).toBe(false);
  });
});
