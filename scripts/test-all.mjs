// `npm test`: every check the project has, in the order that fails fastest, with one summary line.
//
//   1. typecheck | lint (ESLint) | format (Prettier) | art    side by side
//   2. unit (Vitest) | build                                 side by side
//   3. js-budget -> 4. browser -> 5. e2e (Playwright)
//
// Stages of one phase run side by side (most are single-threaded, and the machine has two cores or
// more); each one's output is held and printed whole when it ends, so the log reads one stage at a
// time. A phase that runs alone streams its output as it comes. The build skips Next.js's own type
// check (SKIP_BUILD_TYPECHECK=1, next.config.ts): the typecheck stage has done it; a plain
// `npm run build` still type-checks. "art" renders the images the build's prebuild would (it is
// incremental, so the build finds them done).
//
// js-budget (scripts/js-budget.mjs) checks the export's first-load JavaScript per route against
// bench/budget.json, the same table as `npm run bench` without Lighthouse, so a route that grows
// past its budget fails CI; it has no test report, so it counts as 1 failed when over.
//
// The first phase with a failing stage stops the run (its other stages finish first). At the end a
// table gives each stage's time; the very last line printed is always `N passed, N failed`, summed
// over the Vitest and Playwright JSON reports written by this run (a Playwright test that passed on
// retry counts as passed). A failing stage that reported no failed test (a type error, a lint
// error, a broken build, a test file that cannot load) counts as 1 failed, so a failed run never
// reads "0 failed". CI (.ci/run) relies on that last line and on the exit code, which is non-zero
// on any failure.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const VITEST_REPORT = "test-results/vitest.json";
export const PLAYWRIGHT_REPORT = "test-results/playwright.json";

const bin = (name) => path.join("node_modules", ".bin", name);

/** Every stage, in the order of their phases. */
export const STEPS = [
  { name: "typecheck", command: bin("tsc"), args: ["--noEmit"] },
  { name: "lint", command: bin("eslint"), args: ["--max-warnings=0", "."] },
  { name: "format", command: bin("prettier"), args: ["--check", "."] },
  { name: "art", command: bin("tsx"), args: ["scripts/art/generate.ts"] },
  { name: "imports", command: process.execPath, args: ["scripts/import-graph.mjs"] },
  {
    name: "unit",
    command: bin("vitest"),
    args: ["run", "--reporter=default", "--reporter=json", `--outputFile=${VITEST_REPORT}`],
    report: "vitest",
  },
  { name: "build", command: "npm", args: ["run", "--silent", "build"], env: { SKIP_BUILD_TYPECHECK: "1" } },
  { name: "js-budget", command: process.execPath, args: ["scripts/js-budget.mjs"] },
  { name: "browser", command: process.execPath, args: ["scripts/ensure-browser.mjs"] },
  { name: "e2e", command: bin("playwright"), args: ["test"], report: "playwright" },
];

/** The stages by phase: a phase's stages run side by side, the phases one after another. */
export const PHASES = [["typecheck", "lint", "format", "art", "imports"], ["unit", "build"], ["js-budget"], ["browser"], ["e2e"]];

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

const secondsText = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The table of stage times printed before the summary line. `phases` holds, per phase of PHASES,
 * { ms, stages: [{ name, ms, ok }] } for the phases that ran; a phase of several stages gets a line
 * with its own time (its stages ran side by side), and stages that never ran are listed as such.
 */
export function formatStageTimes(phases, totalMs) {
  const rows = [];
  PHASES.forEach((names, index) => {
    const phase = phases[index];
    for (const name of names) {
      const stage = phase?.stages.find((candidate) => candidate.name === name);
      const time = stage ? `${secondsText(stage.ms).padStart(9)}${stage.ok ? "" : "  FAILED"}` : "not run".padStart(9);
      rows.push(`  ${String(index + 1).padStart(2)}  ${name.padEnd(12)}${time}`);
    }
    if (phase && names.length > 1) rows.push(`      ${"side by side".padEnd(12)}${secondsText(phase.ms).padStart(9)}`);
  });
  rows.push(`      ${"total".padEnd(12)}${secondsText(totalMs).padStart(9)}`);
  return ["Stage times (a phase's stages ran side by side):", ...rows].join("\n");
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const header = (step) => `==> ${step.name}: ${path.basename(step.command)} ${step.args.join(" ")}`;

/** Runs one stage; `buffered` holds its output (stdout and stderr, interleaved) until it ends. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const output = [];
    // Held output is printed later: keep the colours a terminal would have shown.
    const colour = buffered && process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
    const child = spawn(step.command, step.args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...colour, ...step.env },
    });
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
    const done = (code, message) => {
      if (message) output.push(Buffer.from(`${message}\n`));
      resolve({ code, output: Buffer.concat(output).toString() });
    };
    child.on("error", (error) => done(127, `Could not start ${step.command}: ${error.message}`));
    child.on("close", (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

function countsOf(step) {
  if (step.report === "vitest") return vitestCounts(readJson(VITEST_REPORT));
  if (step.report === "playwright") return playwrightCounts(existsSync(PLAYWRIGHT_REPORT) ? readJson(PLAYWRIGHT_REPORT) : null);
  return null;
}

/** Runs a phase's stages side by side; resolves to one result per stage, in PHASES order. */
async function runPhase(steps) {
  const buffered = steps.length > 1;
  return Promise.all(
    steps.map(async (step) => {
      if (!buffered) console.log(`\n${header(step)}`);
      const started = Date.now();
      const { code, output } = await run(step, buffered);
      const ms = Date.now() - started;
      const verdict = code === 0 ? `passed (${secondsText(ms)})` : `FAILED with exit code ${code} (${secondsText(ms)})`;
      if (buffered) process.stdout.write(`\n${header(step)}\n${output}${output.endsWith("\n") || !output ? "" : "\n"}`);
      console.log(`<== ${step.name} ${verdict}`);
      return { name: step.name, code, ms, ok: code === 0, counts: countsOf(step) };
    }),
  );
}

async function main() {
  // Reports from an earlier run must not be counted as this run's.
  for (const file of [VITEST_REPORT, PLAYWRIGHT_REPORT]) rmSync(file, { force: true });
  mkdirSync("test-results", { recursive: true });

  const started = Date.now();
  const phases = [];
  let exitCode = 0;
  for (const [index, names] of PHASES.entries()) {
    const steps = names.map((name) => STEPS.find((step) => step.name === name));
    const phaseStarted = Date.now();
    if (steps.length > 1) console.log(`\n=== phase ${index + 1}/${PHASES.length}: ${names.join(", ")} side by side`);
    const stages = await runPhase(steps);
    phases.push({ ms: Date.now() - phaseStarted, stages });
    const failed = stages.find((stage) => !stage.ok);
    if (!failed) continue;
    exitCode = failed.code;
    const notRun = PHASES.slice(index + 1).flat();
    const failedNames = stages.filter((stage) => !stage.ok).map((stage) => `"${stage.name}"`);
    if (notRun.length) console.log(`Stopped after the failing stage ${failedNames.join(" and ")}; not run: ${notRun.join(", ")}.`);
    break;
  }
  const totalMs = Date.now() - started;
  console.log(`\n${formatStageTimes(phases, totalMs)}`);
  console.log(`\nnpm test ${exitCode === 0 ? "passed" : "FAILED"} in ${secondsText(totalMs)}`);
  // Keep this the last line: CI reads it.
  console.log(summarize(phases.flatMap((phase) => phase.stages)).line);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
