import { describe, expect, it } from "vitest";
import { yieldDefaultsFor } from "./defaults";
import { YIELD_QUERY_KEYS, parseYieldParams, yieldParams } from "./yield-params";

const defaults = yieldDefaultsFor({
  availability: "optional",
  structure: "per-unit",
  ownerShareBps: 5_500,
  ownerUseNights: 21,
  nightlyRateCents: 1_100_00,
  occupancyBps: 7_000,
});

const parse = (query: string) => parseYieldParams(new URLSearchParams(query), defaults);

describe("yieldDefaultsFor", () => {
  it("starts from the building's programme and the stated assumptions", () => {
    expect(defaults).toEqual({
      nightlyRateCents: 1_100_00,
      occupancyBps: 7_000,
      ownerUseNights: 21,
      ownerShareBps: 5_500,
      operatorFeeBps: 0,
      rateGrowthBps: 300,
      appreciationBps: 300,
    });
  });
});

describe("parseYieldParams", () => {
  it("gives the building's defaults for an empty query", () => {
    expect(parse("")).toEqual({ values: defaults, fallbacks: [] });
  });

  it("reads every value that is well formed and in range, 100% occupancy and falling values included", () => {
    expect(parse("nightly=1250.50&occupancy=100&owner-nights=365&share=60&fees=10&growth=-2&appreciation=-1.5")).toEqual({
      values: {
        nightlyRateCents: 1_250_50,
        occupancyBps: 10_000,
        ownerUseNights: 365,
        ownerShareBps: 6_000,
        operatorFeeBps: 1_000,
        rateGrowthBps: -200,
        appreciationBps: -150,
      },
      fallbacks: [],
    });
  });

  it.each([
    ["owner-nights", "366"],
    ["owner-nights", "-1"],
    ["occupancy", "100.5"],
    ["occupancy", "NaN"],
    ["share", "1e309"],
    ["fees", "-5"],
    ["nightly", "0"],
    ["nightly", "100000.01"],
    ["nightly", "9".repeat(200)],
    ["nightly", "<script>alert(1)</script>"],
    ["growth", "20.01"],
    ["appreciation", "-25"],
  ])("falls back to the building's default for %s=%s and says so", (key, value) => {
    const field = Object.entries(YIELD_QUERY_KEYS).find(([, queryKey]) => queryKey === key)?.[0];
    const parsed = parseYieldParams(new URLSearchParams([[key, value]]), defaults);
    expect(parsed.values).toEqual(defaults);
    expect(parsed.fallbacks).toEqual([field]);
  });
});

describe("yieldParams", () => {
  it("writes only what differs from the building's defaults, and reads back the same", () => {
    expect(yieldParams(defaults, defaults).toString()).toBe("");
    const values = { ...defaults, nightlyRateCents: 1_250_50, occupancyBps: 7_250, appreciationBps: -100 };
    const query = yieldParams(values, defaults);
    expect(query.toString()).toBe("nightly=1250.50&occupancy=72.5&appreciation=-1");
    expect(parseYieldParams(query, defaults)).toEqual({ values, fallbacks: [] });
  });
});
