// Responsiveness: the key interactions of scripts/bench/key-interactions.mjs, each on a fresh page
// in Chromium driven by Playwright, under CPU throttling, read from the Event Timing API.
//
// One run of one interaction:
// 1. a new browser context (cold cache, empty storage) with the gate flag set before any page
//    script (as the e2e fixtures do) and an Event Timing observer (type "event",
//    durationThreshold 16, buffered);
// 2. load the page, wait for the load event, the network to be idle and the main thread to be
//    quiet (idle periods of the full 50 ms), which is when a person would act on a loaded page;
//    the interaction's own preparation (filling a form, opening the dialog before typing), quiet again;
// 3. CPU throttling through the DevTools protocol (Emulation.setCPUThrottlingRate);
// 4. the interaction itself with real mouse, touch or keyboard input through Playwright;
// 5. the effect a person waits for is watched in the page: from the input event's timestamp to
//    the end of the rendering work of the first frame that shows it (checked each frame, then a
//    message posted from that frame's animation callback, which runs after its rendering);
// 6. the Event Timing entries since step 3 are grouped into interactions (interactions.mjs) and
//    the run keeps the worst one.
// Nothing is added to the site for this: the page side is scripts/bench/page-probe.mjs, injected by
// the bench.
import os from "node:os";
import { chromium, devices } from "@playwright/test";
import {
  describeInteraction,
  formatResponsivenessTable,
  groupInteractions,
  responsivenessStatus,
  runNearestMedian,
  selectById,
  statusFails,
  summarizeRuns,
  worstInteraction,
} from "./interactions.mjs";
import { KEY_INTERACTIONS } from "./key-interactions.mjs";
import { armEffect, collect, installProbe, setStorage, waitForQuiet } from "./page-probe.mjs";

export const DEVICES = {
  desktop: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
  phone: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  },
};

const LOAD_TIMEOUT_MS = 30_000;
const QUIET_TIMEOUT_MS = 10_000;
const EFFECT_TIMEOUT_MS = 15_000;

/**
 * The bench's responsiveness section: measures the key interactions (all, or those named in
 * `ids`), prints the table and where each median run's worst interaction spent its time, and
 * returns the results for bench/results/latest.json (`ok` false when one is over budget or failed).
 * @param {{ origin: string, chromiumPath: string, chromiumArgs: string[], storage: Record<string, string>,
 *   settings: { budgetMs: number, targetMs: number, cpuSlowdown: number, durationThresholdMs?: number }, runs: number, ids?: string[] }} options
 */
export async function responsivenessSection({ origin, chromiumPath, chromiumArgs, storage, settings, runs, ids }) {
  const interactions = selectById(KEY_INTERACTIONS, ids);
  const limits = { budgetMs: settings.budgetMs, targetMs: settings.targetMs, thresholdMs: settings.durationThresholdMs ?? 16 };
  const load = os.loadavg()[0];
  console.log(
    `\nResponsiveness: Event Timing interaction duration (as INP counts it) under ${settings.cpuSlowdown}x CPU throttling, median of ${runs} run(s), ${chromiumPath}; load average ${load.toFixed(2)} on ${os.cpus().length} cores`,
  );
  if (load > 1) console.log("  (the machine is busy: interactions will be slower than on a quiet machine)");
  const measured = await measureResponsiveness({
    origin,
    chromiumPath,
    chromiumArgs,
    interactions,
    runs,
    cpuSlowdown: settings.cpuSlowdown,
    thresholdMs: limits.thresholdMs,
    storage,
    log: (text) => process.stdout.write(text),
  });
  const results = measured.map(({ id, label, runs: samples }) => {
    const summary = summarizeRuns(samples);
    const status = responsivenessStatus(summary.medianMs, limits, summary.errors.length);
    return { id, label, ...summary, status, ok: !statusFails(status), runs: samples };
  });

  console.log(`\n${formatResponsivenessTable(results, limits)}`);
  console.log(
    [
      `interaction: the longest Event Timing duration of the step, from the input to the next paint (as INP counts it; typing: the worst keystroke); < ${limits.thresholdMs} ms is under the observer's threshold.`,
      "input to effect: from the input to the first frame that shows the result (the dialog, the typed number's last digit, the filtered list, the tab panel, the next step, the message, the menu).",
      `status: OK within the target, "OK > target" within the budget only, OVER above the budget (fails the bench), ERROR when a run failed.`,
      "Where the median run's worst interaction spent its time:",
    ].join("\n"),
  );
  for (const result of results) {
    const typical = runNearestMedian(result.runs, result.medianMs);
    console.log(`  ${result.label}: ${typical ? describeInteraction(typical.worst) : "no run succeeded"}`);
    for (const error of new Set(result.errors)) console.log(`    error: ${error}`);
    for (const note of new Set(result.runs.flatMap((run) => run.notes))) console.log(`    note: ${note}`);
  }
  return results;
}

/**
 * Measures every interaction `runs` times in one browser, one page at a time (2 cores: parallel
 * pages would measure each other). Runs go round the interactions in turn, so a burst of load on
 * a shared machine spoils one run of several interactions rather than every run of one.
 * @param {{ origin: string, chromiumPath: string, chromiumArgs: string[], interactions: import("./key-interactions.mjs").KeyInteraction[],
 *   runs: number, cpuSlowdown: number, thresholdMs: number, storage: Record<string, string>, log?: (text: string) => void }} options
 * @returns {Promise<{ id: string, label: string, runs: RunResult[] }[]>}
 */
export async function measureResponsiveness({
  origin,
  chromiumPath,
  chromiumArgs,
  interactions,
  runs,
  cpuSlowdown,
  thresholdMs,
  storage,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const results = interactions.map((interaction) => ({ id: interaction.id, label: interaction.label, runs: [] }));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [index, interaction] of interactions.entries()) {
        log(`  run ${run}/${runs}: ${interaction.label} ... `);
        const sample = await measureRun(browser, { origin, interaction, cpuSlowdown, thresholdMs, storage });
        results[index]?.runs.push(sample);
        log(`${describeRun(sample)}\n`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

function describeRun(sample) {
  if (sample.error) return `error: ${sample.error}`;
  const effect = sample.effectMs == null ? "n/a" : `${Math.round(sample.effectMs)} ms`;
  const notes = sample.notes.length ? ` (${sample.notes.join("; ")})` : "";
  return `worst ${Math.round(sample.worstMs ?? 0)} ms of ${sample.interactionCount} interaction(s) over the threshold, effect ${effect}${notes}`;
}

/**
 * @typedef {{ worstMs: number | null, effectMs: number | null, interactionCount: number, durationsMs: number[],
 *   worst: import("./interactions.mjs").Interaction | null, notes: string[], error: string | null }} RunResult
 */

/** One run of one interaction in a fresh context. @returns {Promise<RunResult>} */
async function measureRun(browser, { origin, interaction, cpuSlowdown, thresholdMs, storage }) {
  const context = await browser.newContext(DEVICES[interaction.device ?? "desktop"]);
  const notes = [];
  const pageErrors = [];
  try {
    await context.addInitScript(setStorage, storage);
    await context.addInitScript(installProbe, thresholdMs);
    const page = await context.newPage();
    page.setDefaultTimeout(LOAD_TIMEOUT_MS);
    page.on("pageerror", (error) => pageErrors.push(error.message));

    await page.goto(new URL(interaction.path, origin).href, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    if (!(await page.evaluate(waitForQuiet, QUIET_TIMEOUT_MS))) notes.push("the page never went quiet before the preparation");
    const control = await interaction.prepare(page);
    if (!(await page.evaluate(waitForQuiet, QUIET_TIMEOUT_MS))) notes.push("the page never went quiet before the interaction");

    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const since = await page.evaluate(() => performance.now());
    const arm = async () => {
      const predicate = await page.evaluateHandle(interaction.effect, interaction.effectArg);
      await page.evaluate(armEffect, predicate);
    };
    await interaction.act(page, control, arm);
    const outcome = await page.evaluate(collect, { since, effectTimeoutMs: EFFECT_TIMEOUT_MS });

    const interactions = groupInteractions(outcome.entries);
    const worst = worstInteraction(interactions);
    const effect = outcome.effect;
    let error = null;
    if (!effect) error = "the interaction never armed its effect";
    else if (effect.alreadyTrue) error = "the effect was already shown before the input (a wrong effect check)";
    else if (effect.inputAt == null) error = "no input event reached the page";
    else if (effect.visibleAt == null) error = `the effect was not shown within ${EFFECT_TIMEOUT_MS / 1000} s`;
    if (effect?.held) notes.push("the control was held by the early-input script (not hydrated yet)");
    if (pageErrors.length) notes.push(`page errors: ${pageErrors.join(" | ")}`);
    return {
      worstMs: worst?.durationMs ?? 0,
      effectMs: effect?.visibleAt != null && effect.inputAt != null ? effect.visibleAt - effect.inputAt : null,
      interactionCount: interactions.length,
      durationsMs: interactions.map((each) => each.durationMs),
      worst,
      notes,
      error,
    };
  } catch (error) {
    return {
      worstMs: null,
      effectMs: null,
      interactionCount: 0,
      durationsMs: [],
      worst: null,
      notes,
      error: error instanceof Error ? error.message.split("\n")[0] : String(error),
    };
  } finally {
    await context.close().catch(() => {});
  }
}
