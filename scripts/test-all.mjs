// `npm test`: every check the project has, in the order that fails fastest, with one summary line.
//
//   typecheck -> lint -> unit (Vitest) -> build -> js-budget -> ensure-browser -> e2e (Playwright)
//
// js-budget (scripts/js-budget.mjs) checks the export's first-load JavaScript per route against
// bench/budget.json, the same table as `npm run bench` without Lighthouse, so a route that grows
// past its budget fails CI; it has no test report, so it counts as 1 failed when over.
//
// Each step streams its own output under a header line; the first failing step stops the run.
// The very last line printed is always `N passed, N failed`, summed over the Vitest and Playwright
// JSON reports written by this run (a Playwright test that passed on retry counts as passed). A
// failing step that reported no failed test (a type error, a lint error, a broken build, a test file
// that cannot load) counts as 1 failed, so a failed run never reads "0 failed". CI (.ci/run) relies
// on that last line and on the exit code, which is non-zero on any failure.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const VITEST_REPORT = "test-results/vitest.json";
export const PLAYWRIGHT_REPORT = "test-results/playwright.json";

const bin = (name) => path.join("node_modules", ".bin", name);

export const STEPS = [
  { name: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  {
    name: "unit",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile=${VITEST_REPORT}`],
    report: "vitest",
  },
  { name: "build", command: "npm", args: ["run", "--silent", "build"] },
  { name: "js-budget", command: process.execPath, args: ["scripts/js-budget.mjs"] },
  { name: "browser", command: process.execPath, args: ["scripts/ensure-browser.mjs"] },
  { name: "e2e", command: bin("playwright"), args: ["test"], report: "playwright" },
];

/** Passed/failed counts from a Vitest JSON report (Jest-compatible shape), or null. */
export function vitestCounts(report) {
  if (!report || typeof report.numPassedTests !== "number") return null;
  return { passed: report.numPassedTests, failed: report.numFailedTests ?? 0 };
}

/** Passed/failed counts from a Playwright JSON report; flaky (passed on retry) counts as passed. */
export function playwrightCounts(report) {
  const stats = report?.stats;
  if (!stats || typeof stats.expected !== "number") return null;
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/**
 * Sums the reports of the steps that ran. `results` holds one entry per step that ran:
 * { ok, counts } where counts is null for steps without a test report (or an unreadable one).
 * A failed step whose report shows no failed test adds 1, so a failure never sums to 0 failed.
 */
export function summarize(results) {
  let passed = 0;
  let failed = 0;
  for (const { ok, counts } of results) {
    passed += counts?.passed ?? 0;
    failed += counts?.failed ?? 0;
    if (!ok && !(counts && counts.failed > 0)) failed += 1;
  }
  return { passed, failed, line: `${passed} passed, ${failed} failed` };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`Could not start ${step.command}: ${error.message}`);
      resolve(127);
    });
    child.on("close", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const seconds = (start) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

async function main() {
  // Reports from an earlier run must not be counted as this run's.
  for (const file of [VITEST_REPORT, PLAYWRIGHT_REPORT]) rmSync(file, { force: true });
  mkdirSync("test-results", { recursive: true });

  const started = Date.now();
  const results = [];
  let exitCode = 0;
  for (const [index, step] of STEPS.entries()) {
    console.log(`\n==> [${index + 1}/${STEPS.length}] ${step.name}: ${path.basename(step.command)} ${step.args.join(" ")}`);
    const stepStarted = Date.now();
    const code = await run(step);
    const ok = code === 0;
    let counts = null;
    if (step.report === "vitest") counts = vitestCounts(readJson(VITEST_REPORT));
    if (step.report === "playwright") counts = playwrightCounts(existsSync(PLAYWRIGHT_REPORT) ? readJson(PLAYWRIGHT_REPORT) : null);
    results.push({ ok, counts });
    if (ok) {
      console.log(`<== ${step.name} passed (${seconds(stepStarted)})`);
      continue;
    }
    exitCode = code;
    const skipped = STEPS.slice(index + 1).map((s) => s.name);
    console.log(`<== ${step.name} FAILED with exit code ${code} (${seconds(stepStarted)})`);
    if (skipped.length) console.log(`Stopped at the first failing step "${step.name}"; not run: ${skipped.join(", ")}.`);
    break;
  }
  console.log(`\nnpm test ${exitCode === 0 ? "passed" : "FAILED"} in ${seconds(started)}`);
  // Keep this the last line: CI reads it.
  console.log(summarize(results).line);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
