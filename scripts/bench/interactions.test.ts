import { describe, expect, it } from "vitest";
import {
  describeInteraction,
  formatInteractionMs,
  formatResponsivenessTable,
  groupInteractions,
  responsivenessStatus,
  runNearestMedian,
  selectById,
  statusFails,
  summarizeRuns,
  worstInteraction,
} from "./interactions.mjs";

type Entry = { name: string; interactionId: number; startTime: number; duration: number; processingStart: number; processingEnd: number };

/** An entry that starts at `start`, runs its handler from start+delay for `processing` ms and is painted at start+duration. */
function entry(name: string, interactionId: number, start: number, duration: number, delay = 2, processing = 10): Entry {
  return { name, interactionId, startTime: start, duration, processingStart: start + delay, processingEnd: start + delay + processing };
}

const limits = { budgetMs: 200, targetMs: 100 };

describe("groupInteractions", () => {
  it("groups entries by interactionId and takes the longest entry's duration, as INP does", () => {
    const interactions = groupInteractions([
      entry("pointerdown", 7, 100, 48),
      entry("pointerup", 7, 110, 40),
      entry("click", 7, 111, 40, 1, 30),
      entry("keydown", 9, 500, 24),
      entry("keyup", 9, 560, 16),
    ]);
    expect(interactions.map((each) => [each.id, each.durationMs, each.startTime, each.names])).toEqual([
      [7, 48, 100, ["pointerdown", "pointerup", "click"]],
      [9, 24, 500, ["keydown", "keyup"]],
    ]);
  });

  it("leaves out entries that belong to no interaction (pointermove, mouseover: interactionId 0)", () => {
    expect(groupInteractions([entry("pointermove", 0, 10, 120), entry("mouseover", 0, 11, 120)])).toEqual([]);
  });

  it("sorts interactions by when they started, whatever order the entries came in", () => {
    const ids = groupInteractions([entry("keydown", 30, 900, 16), entry("keydown", 10, 100, 16), entry("keydown", 20, 500, 16)]).map(
      (each) => each.id,
    );
    expect(ids).toEqual([10, 20, 30]);
  });

  it("splits the longest entry's time into input delay, processing and presentation, with the entries painted in its frame", () => {
    // pointerdown at 100 waits 6 ms, its handler runs 20 ms; click's handler runs 126-166; paint at 200.
    const [press] = groupInteractions([
      { name: "pointerdown", interactionId: 3, startTime: 100, duration: 100, processingStart: 106, processingEnd: 126 },
      { name: "click", interactionId: 3, startTime: 104, duration: 96, processingStart: 126, processingEnd: 166 },
    ]);
    expect(press).toMatchObject({ durationMs: 100, inputDelayMs: 6, processingMs: 60, presentationMs: 34 });
  });

  it("does not mix in entries of the same interaction painted in another frame", () => {
    // The press is painted at 180; the release, 300 ms later, has a short handler in a later frame.
    const [press] = groupInteractions([
      { name: "pointerdown", interactionId: 4, startTime: 100, duration: 80, processingStart: 104, processingEnd: 164 },
      { name: "pointerup", interactionId: 4, startTime: 400, duration: 24, processingStart: 402, processingEnd: 410 },
    ]);
    expect(press).toMatchObject({ durationMs: 80, inputDelayMs: 4, processingMs: 60, presentationMs: 16 });
  });

  it("never reports a negative phase (durations are rounded to 8 ms)", () => {
    const [rounded] = groupInteractions([
      { name: "click", interactionId: 5, startTime: 100, duration: 16, processingStart: 101, processingEnd: 119 },
    ]);
    expect(rounded?.presentationMs).toBe(0);
  });
});

describe("worstInteraction", () => {
  it("picks the longest interaction, the earliest among equals", () => {
    const interactions = groupInteractions([
      entry("keydown", 1, 0, 40),
      entry("keydown", 2, 100, 72),
      entry("keydown", 3, 200, 72),
      entry("keydown", 4, 300, 56),
    ]);
    expect(worstInteraction(interactions)?.id).toBe(2);
  });

  it("is null when no interaction reached the observer's threshold", () => {
    expect(worstInteraction([])).toBeNull();
  });
});

describe("summarizeRuns", () => {
  it("takes the median of each run's worst interaction and of the time to the effect", () => {
    const summary = summarizeRuns([
      { worstMs: 120, effectMs: 300 },
      { worstMs: 64, effectMs: 280 },
      { worstMs: 88, effectMs: 900 },
    ]);
    expect(summary).toEqual({ medianMs: 88, medianEffectMs: 300, samplesMs: [120, 64, 88], errors: [] });
  });

  it("counts a run with no interaction over the threshold as under it (0), not as missing", () => {
    expect(
      summarizeRuns([
        { worstMs: null, effectMs: 40 },
        { worstMs: 0, effectMs: 50 },
        { worstMs: 24, effectMs: 60 },
      ]).medianMs,
    ).toBe(0);
  });

  it("leaves failed runs out of the medians and lists their errors", () => {
    const summary = summarizeRuns([
      { worstMs: 40, effectMs: 90 },
      { worstMs: null, effectMs: null, error: "the effect was not shown within 15 s" },
      { worstMs: 56, effectMs: 110 },
    ]);
    expect(summary).toMatchObject({
      medianMs: 48,
      medianEffectMs: 100,
      samplesMs: [40, 56],
      errors: ["the effect was not shown within 15 s"],
    });
  });

  it("has no median when every run failed", () => {
    expect(summarizeRuns([{ worstMs: null, effectMs: null, error: "timeout" }])).toMatchObject({ medianMs: null, medianEffectMs: null });
  });
});

describe("responsivenessStatus", () => {
  it("is OK within the target, 'OK > target' within the budget, OVER above it", () => {
    expect(responsivenessStatus(0, limits)).toBe("OK");
    expect(responsivenessStatus(100, limits)).toBe("OK");
    expect(responsivenessStatus(104, limits)).toBe("OK > target");
    expect(responsivenessStatus(200, limits)).toBe("OK > target");
    expect(responsivenessStatus(208, limits)).toBe("OVER");
  });

  it("is ERROR when nothing was measured or a run failed, whatever the median", () => {
    expect(responsivenessStatus(null, limits)).toBe("ERROR");
    expect(responsivenessStatus(40, limits, 1)).toBe("ERROR");
  });

  it("fails the bench only for OVER and ERROR", () => {
    expect(["OK", "OK > target", "OVER", "ERROR"].map(statusFails)).toEqual([false, false, true, true]);
  });
});

describe("formatting", () => {
  it("shows a time under the observer's threshold as '< 16 ms', not 0", () => {
    expect(formatInteractionMs(0)).toBe("< 16 ms");
    expect(formatInteractionMs(15.9)).toBe("< 16 ms");
    expect(formatInteractionMs(16)).toBe("16 ms");
    expect(formatInteractionMs(103.6)).toBe("104 ms");
    expect(formatInteractionMs(null)).toBe("n/a");
  });

  it("prints one row per interaction with the median, each run, the time to the effect, budget, target and status", () => {
    const table = formatResponsivenessTable(
      [
        { label: "open the card dialog", medianMs: 64, medianEffectMs: 612.4, samplesMs: [64, 72, 56], status: "OK" },
        { label: "open the phone menu", medianMs: 0, medianEffectMs: 380, samplesMs: [0, 8, 24], status: "OK" },
        { label: "type a card number", medianMs: null, medianEffectMs: null, samplesMs: [], status: "ERROR" },
      ],
      limits,
    );
    expect(table.split("\n")).toEqual([
      "interaction          | interaction (median) | runs           | input to effect (median) | budget | target | status",
      "---------------------|----------------------|----------------|--------------------------|--------|--------|-------",
      "open the card dialog | 64 ms                | 64 / 72 / 56   | 612 ms                   | 200 ms | 100 ms | OK",
      "open the phone menu  | < 16 ms              | <16 / <16 / 24 | 380 ms                   | 200 ms | 100 ms | OK",
      "type a card number   | n/a                  | -              | n/a                      | 200 ms | 100 ms | ERROR",
    ]);
  });

  it("says where an interaction's time went", () => {
    const [press] = groupInteractions([
      { name: "pointerdown", interactionId: 3, startTime: 100, duration: 104, processingStart: 106, processingEnd: 170 },
    ]);
    expect(describeInteraction(press)).toBe("104 ms: input delay 6, processing 64, presentation 34 (pointerdown)");
    expect(describeInteraction(null)).toBe("no interaction over the threshold");
  });
});

describe("runNearestMedian", () => {
  it("picks the successful run closest to the median, the first among equals", () => {
    const runs = [{ worstMs: 40 }, { worstMs: 120, error: "timeout" }, { worstMs: 72 }, { worstMs: 88 }];
    expect(runNearestMedian(runs, 72)).toBe(runs[2]);
    expect(runNearestMedian(runs, 80)).toBe(runs[2]);
    expect(runNearestMedian(runs, null)).toBeNull();
  });
});

describe("selectById", () => {
  const items = [{ id: "card-dialog" }, { id: "login-tab" }, { id: "phone-menu" }];
  it("keeps every item without ids, else the named ones in their own order", () => {
    expect(selectById(items, undefined)).toBe(items);
    expect(selectById(items, ["phone-menu", "card-dialog"]).map((item) => item.id)).toEqual(["card-dialog", "phone-menu"]);
  });
  it("names the unknown id and the known ones", () => {
    expect(() => selectById(items, ["menu"])).toThrow("Unknown interaction(s): menu; known: card-dialog, login-tab, phone-menu");
  });
});
