import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatStageTimes, PHASES, playwrightCounts, STEPS, summarize, vitestCounts } from "./test-all.mjs";

describe("test-all summary", () => {
  it("reads Vitest's Jest-style counts", () => {
    expect(vitestCounts({ numPassedTests: 12, numFailedTests: 1 })).toEqual({ passed: 12, failed: 1 });
    expect(vitestCounts(null)).toBeNull();
  });
  it("counts Playwright tests that passed on retry as passed", () => {
    expect(playwrightCounts({ stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 3 } })).toEqual({ passed: 7, failed: 1 });
    expect(playwrightCounts({})).toBeNull();
  });
  it("sums the reports of a green run", () => {
    expect(
      summarize([
        { ok: true, counts: null },
        { ok: true, counts: { passed: 10, failed: 0 } },
        { ok: true, counts: { passed: 4, failed: 0 } },
      ]).line,
    ).toBe("14 passed, 0 failed");
  });
  it("never reads 0 failed when a step without tests failed", () => {
    expect(
      summarize([
        { ok: true, counts: null },
        { ok: false, counts: null },
      ]).line,
    ).toBe("0 passed, 1 failed");
    expect(
      summarize([
        { ok: true, counts: { passed: 10, failed: 0 } },
        { ok: false, counts: null },
      ]).line,
    ).toBe("10 passed, 1 failed");
  });
  it("does not add to real test failures, but counts a failing run whose report shows none", () => {
    expect(summarize([{ ok: false, counts: { passed: 3, failed: 2 } }]).line).toBe("3 passed, 2 failed");
    expect(summarize([{ ok: false, counts: { passed: 3, failed: 0 } }]).line).toBe("3 passed, 1 failed");
  });
  it("checks the first-load JS budget right after the build, before the browser and e2e steps", () => {
    expect(PHASES.flat()).toEqual(["typecheck", "lint", "format", "art", "imports", "unit", "build", "js-budget", "browser", "e2e"]);
    expect(STEPS.map((step) => step.name)).toEqual(PHASES.flat());
    expect(PHASES.findIndex((phase) => phase.includes("js-budget"))).toBe(PHASES.findIndex((phase) => phase.includes("build")) + 1);
    const budget = STEPS.find((step) => step.name === "js-budget");
    expect(budget?.args).toEqual(["scripts/js-budget.mjs"]);
    expect(budget?.report).toBeUndefined();
  });
  it("type-checks, lints and checks the format side by side before anything is built, and the build does not type-check again", () => {
    expect(PHASES[0]).toEqual(expect.arrayContaining(["typecheck", "lint", "format"]));
    expect(STEPS.find((step) => step.name === "build")?.env).toEqual({ SKIP_BUILD_TYPECHECK: "1" });
    expect(readFileSync("next.config.ts", "utf8")).toContain('ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1"');
  });
  it("fails on any import cycle before anything is built (scripts/import-graph.mjs, type imports included)", () => {
    expect(PHASES[0]).toContain("imports");
    expect(STEPS.find((step) => step.name === "imports")?.args).toEqual(["scripts/import-graph.mjs"]);
  });
  it("runs the end-to-end tests alone, last", () => {
    expect(PHASES.at(-1)).toEqual(["e2e"]);
  });
  it("counts a route over its JS budget as 1 failed after the unit tests' counts", () => {
    const run = [
      { ok: true, counts: null },
      { ok: true, counts: null },
      { ok: true, counts: { passed: 40, failed: 0 } },
      { ok: true, counts: null },
      { ok: false, counts: null },
    ];
    expect(summarize(run).line).toBe("40 passed, 1 failed");
  });
  it("prints each stage's time, the time of a phase run side by side, and the stages that did not run", () => {
    const table = formatStageTimes(
      [
        {
          ms: 61_000,
          stages: [
            { name: "typecheck", ms: 31_000, ok: true },
            { name: "lint", ms: 60_500, ok: true },
            { name: "format", ms: 14_000, ok: true },
            { name: "art", ms: 12_000, ok: true },
          ],
        },
        {
          ms: 100_000,
          stages: [
            { name: "unit", ms: 99_000, ok: false },
            { name: "build", ms: 70_000, ok: true },
          ],
        },
      ],
      161_234,
    );
    const lines = table.split("\n");
    expect(lines[0]).toBe("Stage times (a phase's stages ran side by side):");
    expect(lines).toContain("   1  typecheck      31.0 s");
    expect(lines).toContain("   1  lint           60.5 s");
    expect(lines).toContain("      side by side   61.0 s");
    expect(lines).toContain("   2  unit           99.0 s  FAILED");
    expect(lines).toContain("   2  build          70.0 s");
    expect(lines).toContain("   3  js-budget     not run");
    expect(lines).toContain("   5  e2e           not run");
    expect(lines.at(-1)).toBe("      total         161.2 s");
  });
});
