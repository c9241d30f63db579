import { describe, expect, it } from "vitest";
import { playwrightCounts, STEPS, summarize, vitestCounts } from "./test-all.mjs";

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
    expect(STEPS.map((step) => step.name)).toEqual(["typecheck", "lint", "unit", "build", "js-budget", "browser", "e2e"]);
    const budget = STEPS.find((step) => step.name === "js-budget");
    expect(budget?.args).toEqual(["scripts/js-budget.mjs"]);
    expect(budget?.report).toBeUndefined();
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
});
