import { describe, expect, it } from "vitest";
import { ESTIMATE_DEFAULTS } from "./defaults";
import { ESTIMATE_QUERY_KEYS, estimateParams, parseEstimateParams } from "./estimate-params";

const parse = (query: string) => parseEstimateParams(new URLSearchParams(query));

describe("parseEstimateParams", () => {
  it("gives the defaults for an empty query, with nothing to report", () => {
    expect(parse("")).toEqual({ values: ESTIMATE_DEFAULTS, fallbacks: [] });
    expect(parse("down=&rate=")).toEqual({ values: ESTIMATE_DEFAULTS, fallbacks: [] });
  });

  it("reads every value that is well formed and in range", () => {
    expect(parse("financing=cash&down=25&rate=6.75&term=15")).toEqual({
      values: { financing: "cash", downPaymentBps: 2_500, annualRateBps: 675, termYears: 15 },
      fallbacks: [],
    });
    expect(parse("down=100&rate=0&term=1").values).toMatchObject({ downPaymentBps: 10_000, annualRateBps: 0, termYears: 1 });
  });

  it.each([
    ["down", "NaN"],
    ["down", "-5"],
    ["down", "1e309"],
    ["down", "<script>alert(1)</script>"],
    ["down", "9".repeat(200)],
    ["down", "100.01"],
    ["down", "150"],
    ["rate", "Infinity"],
    ["rate", "25.01"],
    ["rate", "6.125"],
    ["term", "0"],
    ["term", "100"],
    ["term", "30.5"],
    ["financing", "crypto"],
    ["financing", "CASH"],
  ])("falls back to the default for %s=%s and says so", (key, value) => {
    const field = Object.entries(ESTIMATE_QUERY_KEYS).find(([, queryKey]) => queryKey === key)?.[0];
    const parsed = parseEstimateParams(new URLSearchParams([[key, value]]));
    expect(parsed.values).toEqual(ESTIMATE_DEFAULTS);
    expect(parsed.fallbacks).toEqual([field]);
  });

  it("keeps the good values beside the bad ones and names each bad one, in field order", () => {
    expect(parse("term=100&down=20&rate=abc")).toEqual({
      values: { ...ESTIMATE_DEFAULTS, downPaymentBps: 2_000 },
      fallbacks: ["annualRateBps", "termYears"],
    });
  });

  it("takes the first of a repeated key and leaves unknown keys alone", () => {
    expect(parse("down=20&down=90&utm_source=x").values.downPaymentBps).toBe(2_000);
  });

  it("falls back to the defaults it is given", () => {
    const defaults = { ...ESTIMATE_DEFAULTS, termYears: 15 };
    expect(parseEstimateParams(new URLSearchParams("term=0"), defaults)).toEqual({ values: defaults, fallbacks: ["termYears"] });
  });
});

describe("estimateParams", () => {
  it("writes nothing for the defaults", () => {
    expect(estimateParams(ESTIMATE_DEFAULTS).toString()).toBe("");
  });

  it("writes only what differs from the defaults", () => {
    expect(estimateParams({ ...ESTIMATE_DEFAULTS, annualRateBps: 675 }).toString()).toBe("rate=6.75");
    expect(estimateParams({ financing: "cash", downPaymentBps: 2_500, annualRateBps: 650, termYears: 15 }).toString()).toBe(
      "financing=cash&down=25&term=15",
    );
  });

  it("is read back to the same values", () => {
    const values = { financing: "cash", downPaymentBps: 1_050, annualRateBps: 0, termYears: 40 } as const;
    expect(parseEstimateParams(estimateParams(values))).toEqual({ values, fallbacks: [] });
  });

  it("keeps the other parameters of a base query and replaces its own", () => {
    const base = new URLSearchParams("currency=EUR&down=50&term=10");
    expect(estimateParams({ ...ESTIMATE_DEFAULTS, downPaymentBps: 2_000 }, ESTIMATE_DEFAULTS, base).toString()).toBe(
      "currency=EUR&down=20",
    );
    expect(base.toString()).toBe("currency=EUR&down=50&term=10");
  });
});
