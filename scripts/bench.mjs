// `npm run bench`: the performance budgets of bench/budget.json, checked against the export.
//
//   node scripts/bench.mjs [--build] [--only first-load-js,responsiveness,lighthouse]
//                          [--no-lighthouse] [--no-responsiveness] [--runs N]
//                          [--routes /a/,/b/] [--interactions card-dialog,phone-menu]
//
// (a) First-load JS per route: gzip -9 of every <script src> each HTML page of out/ loads
//     (noModule excluded), against the route's budget. A route that is not built is just absent.
//     `npm test` runs this check too (scripts/js-budget.mjs), so a regression fails CI.
// (b) Responsiveness: the key interactions (scripts/bench/key-interactions.mjs), each on a fresh
//     page in Chromium through Playwright, past the gate, under 4x CPU throttling; the Event
//     Timing API's interaction duration (as INP counts it) against budget.responsiveness, and the
//     time from the input to its visible effect (see scripts/bench/responsiveness.mjs). Median of
//     N runs; --interactions picks some by id.
// (c) Lighthouse 12 (mobile default config) on the configured routes, unlocked past the passcode
//     gate (see scripts/bench/lighthouse.mjs), median of N runs, routes one after another (2 cores:
//     parallel runs would measure each other).
// (b) and (c) use the export served by scripts/serve.mjs on a free port. --runs N sets both
// sections' runs (default: budget.json's). Writes bench/results/latest.json (the sections that
// ran); exits 1 when a budget or a threshold is missed. Builds first when out/ is missing or
// --build is given. Timings move with CPU load on a shared machine: run it on a quiet machine and
// read the medians.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { findChromium, CHROMIUM_ARGS } from "./browser-path.mjs";
import { passcodeBuildEnv } from "./passcode-env.mjs";
import { formatFirstLoadJsReport, kB, measureFirstLoadJs } from "./bench/first-load-js.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { responsivenessSection } from "./bench/responsiveness.mjs";
import { sectionsFrom } from "./bench/sections.mjs";
import { formatTable, median } from "./bench/table.mjs";

const OUT_DIR = "out";
const RESULTS = "bench/results/latest.json";
const GATE_STORAGE_KEY = "rm:gate";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

let sections;
try {
  sections = sectionsFrom(args);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const budget = JSON.parse(readFileSync("bench/budget.json", "utf8"));
let failed = false;

if (flag("--build") || !existsSync(OUT_DIR)) {
  console.log("Building the export (npm run build) ...");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; nothing to measure.");
    process.exit(1);
  }
}

// (a) First-load JS per route
let jsRows = null;
if (sections.includes("first-load-js")) {
  jsRows = measureFirstLoadJs(OUT_DIR, budget);
  console.log(`\n${formatFirstLoadJsReport(jsRows, budget, OUT_DIR)}`);
  if (!jsRows.length || jsRows.some((row) => !row.ok)) failed = true;
}

// (b) Responsiveness and (c) Lighthouse, against the served export
let responsivenessResults = null;
let lighthouseResults = null;
if (sections.includes("responsiveness") || sections.includes("lighthouse")) {
  const chromium = findChromium();
  if (!chromium) {
    console.error("No Chromium to measure with: run `node scripts/ensure-browser.mjs` first.");
    process.exit(1);
  }
  const server = await startServer();
  try {
    if (sections.includes("responsiveness")) {
      const settings = budget.responsiveness;
      responsivenessResults = await responsivenessSection({
        origin: server.origin,
        chromiumPath: chromium.path,
        chromiumArgs: CHROMIUM_ARGS,
        storage: gateStorage(),
        settings,
        runs: Number(option("--runs") ?? settings.runs ?? 3),
        ids: option("--interactions")?.split(","),
      });
      if (responsivenessResults.some((result) => !result.ok)) failed = true;
    }
    if (sections.includes("lighthouse")) {
      lighthouseResults = await measureLighthouse(server, chromium);
      if (lighthouseResults.some((result) => !result.ok)) failed = true;
    }
  } finally {
    server.stop();
  }
}

mkdirSync("bench/results", { recursive: true });
writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: os.loadavg(),
      sections,
      budget,
      firstLoadJs: jsRows?.map((row) => ({ ...row, gzipKb: Number(kB(row.gzipBytes).toFixed(2)) })) ?? null,
      responsiveness: responsivenessResults,
      lighthouse: lighthouseResults,
      ok: !failed,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nResults written to ${RESULTS}`);
console.log(failed ? "Bench: budget or threshold missed." : "Bench: every budget and threshold met.");
process.exitCode = failed ? 1 : 0;

/** localStorage entries that put a browser past the passcode gate (as the e2e fixtures do). */
function gateStorage() {
  return { [GATE_STORAGE_KEY]: JSON.stringify({ key: passcodeBuildEnv().NEXT_PUBLIC_GATE_KEY }) };
}

async function measureLighthouse(server, chromium) {
  const settings = budget.lighthouse;
  const runs = Number(option("--runs") ?? settings.runs ?? 3);
  const thresholds = settings.thresholds ?? {};
  const categories = [...new Set(["performance", ...Object.keys(thresholds)])];
  const chromeFlags = ["--headless=new", ...CHROMIUM_ARGS];
  const storage = gateStorage();
  const load = os.loadavg()[0];
  console.log(
    `\nLighthouse 12 mobile, median of ${runs} run(s) per route, ${chromium.path}; load average ${load.toFixed(2)} on ${os.cpus().length} cores`,
  );
  if (load > 1) console.log("  (the machine is busy: scores and TBT will be lower than on a quiet machine)");

  const results = [];
  for (const route of option("--routes")?.split(",") ?? settings.routes) {
    const url = new URL(route, server.origin).href;
    const samples = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`  ${route} run ${run}/${runs} ... `);
      const started = Date.now();
      try {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run is tried once more.
        const measure = () => runLighthouse({ url, chromePath: chromium.path, chromeFlags, categories, storage });
        let sample = await measure();
        if (sample.runtimeError) sample = await measure();
        samples.push(sample);
        console.log(
          `perf ${sample.performance}, ${((Date.now() - started) / 1000).toFixed(0)} s${sample.storageOk ? "" : " (gate flag NOT seen)"}`,
        );
      } catch (error) {
        samples.push({ runtimeError: error instanceof Error ? error.message : String(error) });
        console.log(`error: ${error instanceof Error ? error.message : error}`);
      }
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const medians = Object.fromEntries(
      ["performance", "accessibility", "best-practices", "seo", "lcpMs", "tbtMs", "cls", "fcpMs", "totalBytes"].map((key) => [
        key,
        pick(key),
      ]),
    );
    const misses = Object.entries(thresholds)
      .filter(([category, minimum]) => medians[category] == null || medians[category] < minimum)
      .map(([category, minimum]) => `${category} ${medians[category] ?? "n/a"} < ${minimum}`);
    const clsRule = settings.cls;
    if (clsRule?.routes.includes(route) && !(medians.cls != null && medians.cls <= clsRule.max)) {
      misses.push(`CLS ${medians.cls ?? "n/a"} > ${clsRule.max}`);
    }
    const errors = samples.map((sample) => sample.runtimeError).filter(Boolean);
    if (samples.some((sample) => sample.storageOk === false)) misses.push("the gate flag was not set during the run");
    results.push({ route, url, runs: samples, medians, misses, errors, ok: misses.length === 0 && errors.length === 0 });
  }

  const ms = (value) => (value == null ? "n/a" : `${Math.round(value)} ms`);
  console.log(
    `\n${formatTable(
      ["route", "perf", "a11y", "best-practices", "LCP", "TBT", "CLS", "status"],
      results.map(({ route, medians, ok }) => [
        route,
        medians.performance ?? "n/a",
        medians.accessibility ?? "n/a",
        medians["best-practices"] ?? "n/a",
        ms(medians.lcpMs),
        ms(medians.tbtMs),
        medians.cls == null ? "n/a" : medians.cls.toFixed(3),
        ok ? "OK" : "MISSED",
      ]),
    )}`,
  );
  console.log(
    `thresholds: ${Object.entries(thresholds)
      .map(([k, v]) => `${k} >= ${v}`)
      .join(", ")}${settings.cls ? `; CLS <= ${settings.cls.max} on ${settings.cls.routes.join(" ")}` : ""}`,
  );
  for (const result of results) {
    for (const miss of result.misses) console.log(`  ${result.route}: ${miss}`);
    const failed = new Set(result.runs.flatMap((run) => run.failedAudits ?? []));
    if (result.misses.length && failed.size) console.log(`  ${result.route}: failing audits: ${[...failed].join(", ")}`);
    for (const error of new Set(result.errors)) console.log(`  ${result.route}: ${error}`);
  }
  return results;
}

/** Starts scripts/serve.mjs on a free port; resolves once its start line names the port. */
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/serve.mjs", "--port", "0", "--dir", OUT_DIR], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/at (http:\/\/\S+)/);
      if (match) resolve({ origin: match[1], stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`scripts/serve.mjs exited with code ${code}`)));
  });
}
