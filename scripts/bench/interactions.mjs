// Pure helpers for the responsiveness bench: Event Timing entries -> interactions as INP counts
// them, the worst one of a step, the median over runs, budget status and the printed table.
// No browser here (scripts/bench/responsiveness.mjs drives Chromium); unit-tested beside.
import { formatTable, median } from "./table.mjs";

/**
 * @typedef {{ name: string, interactionId: number, startTime: number, duration: number,
 *   processingStart: number, processingEnd: number }} EventEntry  an Event Timing entry, as plain data
 * @typedef {{ id: number, durationMs: number, startTime: number, names: string[],
 *   inputDelayMs: number, processingMs: number, presentationMs: number }} Interaction
 */

/**
 * Groups Event Timing entries into interactions: entries sharing an `interactionId` > 0 are one
 * interaction (pointerdown, pointerup and click of one press; keydown and keyup of one key), and
 * its duration is the longest of their durations, as INP counts it. Entries without an
 * interaction (id 0: pointermove, mouseover, ...) are left out. Sorted by start time.
 *
 * Where the time went is read, as web-vitals' attribution does, from the longest entry and the
 * entries of the same interaction painted in the same frame (the end within 8 ms, the rounding of
 * durations): input delay up to the first of their handlers, processing from there to the end of
 * the last handler, presentation from there to the paint. (The press and the release of one click
 * can be painted in different frames; the other frame's entries are not part of the longest one.)
 * @param {EventEntry[]} entries
 * @returns {Interaction[]}
 */
export function groupInteractions(entries) {
  /** @type {Map<number, EventEntry[]>} */
  const groups = new Map();
  for (const entry of entries) {
    if (!(entry.interactionId > 0)) continue;
    const group = groups.get(entry.interactionId);
    if (group) group.push(entry);
    else groups.set(entry.interactionId, [entry]);
  }
  return [...groups]
    .map(([id, group]) => {
      group.sort((a, b) => a.startTime - b.startTime);
      const longest = group.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
      const end = longest.startTime + longest.duration;
      const sameFrame = group.filter((entry) => Math.abs(entry.startTime + entry.duration - end) <= 8);
      const firstProcessing = Math.min(...sameFrame.map((entry) => entry.processingStart));
      const lastProcessingEnd = Math.max(...sameFrame.map((entry) => entry.processingEnd));
      return {
        id,
        durationMs: longest.duration,
        startTime: group[0].startTime,
        names: [...new Set(group.map((entry) => entry.name))],
        inputDelayMs: Math.max(0, firstProcessing - longest.startTime),
        processingMs: Math.max(0, lastProcessingEnd - firstProcessing),
        presentationMs: Math.max(0, end - lastProcessingEnd),
      };
    })
    .sort((a, b) => a.startTime - b.startTime);
}

/**
 * The longest interaction (the earliest among equals), or null when there is none: every
 * interaction of the step was shorter than the observer's threshold.
 * @param {Interaction[]} interactions
 */
export function worstInteraction(interactions) {
  let worst = null;
  for (const interaction of interactions) if (!worst || interaction.durationMs > worst.durationMs) worst = interaction;
  return worst;
}

/**
 * One step's numbers over its runs: the median of each run's worst interaction (a run with no
 * interaction over the threshold counts as 0, i.e. "under the threshold") and the median time
 * from the input to the visible effect. Runs that failed are left out of the medians and listed.
 * @param {{ worstMs?: number | null, effectMs?: number | null, error?: string | null }[]} runs
 */
export function summarizeRuns(runs) {
  const measured = runs.filter((run) => !run.error);
  return {
    medianMs: median(measured.map((run) => run.worstMs ?? 0)),
    medianEffectMs: median(measured.map((run) => run.effectMs)),
    samplesMs: measured.map((run) => run.worstMs ?? 0),
    errors: runs.map((run) => run.error).filter(Boolean),
  };
}

/**
 * Status of a median interaction against its budget: "OK" within the target, "OK > target"
 * within the budget but above the target, "OVER" above the budget, "ERROR" when a run failed or
 * nothing was measured (a failed run is not a fast one).
 * @param {number | null} ms
 * @param {{ budgetMs: number, targetMs: number }} limits
 * @param {number} [errorCount]
 */
export function responsivenessStatus(ms, { budgetMs, targetMs }, errorCount = 0) {
  if (ms == null || errorCount > 0) return "ERROR";
  if (ms > budgetMs) return "OVER";
  return ms > targetMs ? "OK > target" : "OK";
}

/** True when the status fails the bench. */
export const statusFails = (status) => status === "OVER" || status === "ERROR";

/**
 * An interaction time for the table. Under the observer's threshold nothing is reported, so 0
 * reads "< 16 ms" (the threshold), not "0 ms".
 * @param {number | null | undefined} ms
 * @param {number} [thresholdMs]
 */
export function formatInteractionMs(ms, thresholdMs = 16) {
  if (ms == null) return "n/a";
  return ms < thresholdMs ? `< ${thresholdMs} ms` : `${Math.round(ms)} ms`;
}

/** A time from input to effect for the table. */
export const formatEffectMs = (ms) => (ms == null ? "n/a" : `${Math.round(ms)} ms`);

/**
 * The printed table, one row per interaction.
 * @param {{ label: string, medianMs: number | null, medianEffectMs: number | null, samplesMs: number[], status: string }[]} results
 * @param {{ budgetMs: number, targetMs: number, thresholdMs?: number }} limits
 */
export function formatResponsivenessTable(results, { budgetMs, targetMs, thresholdMs = 16 }) {
  return formatTable(
    ["interaction", "interaction (median)", "runs", "input to effect (median)", "budget", "target", "status"],
    results.map((result) => [
      result.label,
      formatInteractionMs(result.medianMs, thresholdMs),
      result.samplesMs.map((ms) => (ms < thresholdMs ? `<${thresholdMs}` : Math.round(ms))).join(" / ") || "-",
      formatEffectMs(result.medianEffectMs),
      `${budgetMs} ms`,
      `${targetMs} ms`,
      result.status,
    ]),
  );
}

/**
 * "168 ms: input delay 8, processing 120, presentation 40 (pointerdown, pointerup, click)": where
 * an interaction's time went (durations are rounded to 8 ms, so the parts need not add up exactly).
 * @param {Interaction | null | undefined} interaction
 */
export function describeInteraction(interaction) {
  if (!interaction) return "no interaction over the threshold";
  const round = (ms) => Math.round(ms);
  return `${round(interaction.durationMs)} ms: input delay ${round(interaction.inputDelayMs)}, processing ${round(interaction.processingMs)}, presentation ${round(
    interaction.presentationMs,
  )} (${interaction.names.join(", ")})`;
}

/**
 * The run to explain a median by: the one whose worst interaction is closest to it (the first
 * among equals), or null when every run failed.
 * @template {{ worstMs?: number | null, error?: string | null }} Run
 * @param {Run[]} runs
 * @param {number | null} medianMs
 * @returns {Run | null}
 */
export function runNearestMedian(runs, medianMs) {
  let nearest = null;
  for (const run of runs) {
    if (run.error || medianMs == null) continue;
    const distance = Math.abs((run.worstMs ?? 0) - medianMs);
    if (!nearest || distance < Math.abs((nearest.worstMs ?? 0) - medianMs)) nearest = run;
  }
  return nearest;
}

/**
 * The items whose `id` is in `ids` (all when `ids` is empty or missing), in their own order;
 * throws on an unknown id, naming the known ones.
 * @template {{ id: string }} Item
 * @param {Item[]} items
 * @param {string[] | undefined} ids
 * @returns {Item[]}
 */
export function selectById(items, ids) {
  if (!ids?.length) return items;
  const unknown = ids.filter((id) => !items.some((item) => item.id === id));
  if (unknown.length) throw new Error(`Unknown interaction(s): ${unknown.join(", ")}; known: ${items.map((item) => item.id).join(", ")}`);
  return items.filter((item) => ids.includes(item.id));
}
