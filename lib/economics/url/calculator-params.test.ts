import { describe, expect, it } from "vitest";
import { wholeNumber } from "@/lib/number-text";
import { ESTIMATE_DEFAULTS } from "@/lib/schemas/economics-values";
import { yieldDefaultsFor } from "../defaults";
import { miamiProgramme } from "../maths/test-residences";
import {
  ESTIMATE_QUERY_KEYS,
  YIELD_QUERY_KEYS,
  estimateParams,
  parseEstimateParams,
  parseYieldParams,
  readParams,
  writeParams,
  yieldParams,
  type FieldSchemas,
  type ParamFields,
} from "./calculator-params";

type Values = { guests: number; nights: number };

const fields: ParamFields<Values> = {
  guests: { key: "guests", read: wholeNumber, write: String },
  nights: { key: "n", read: wholeNumber, write: String },
};

const upToTen = { safeParse: (value: unknown) => ({ success: typeof value === "number" && value <= 10 }) };
const schemas: FieldSchemas<Values> = { guests: upToTen, nights: upToTen };
const tripDefaults: Values = { guests: 2, nights: 3 };

describe("readParams", () => {
  it("uses what both the reader and the schema accept and names the rest", () => {
    expect(readParams(new URLSearchParams("guests=4&n=11"), fields, schemas, tripDefaults)).toEqual({
      values: { guests: 4, nights: 3 },
      fallbacks: ["nights"],
    });
    expect(readParams(new URLSearchParams("guests=four"), fields, schemas, tripDefaults).fallbacks).toEqual(["guests"]);
  });

  it("does not change the defaults it is given", () => {
    readParams(new URLSearchParams("guests=4"), fields, schemas, tripDefaults);
    expect(tripDefaults).toEqual({ guests: 2, nights: 3 });
  });
});

describe("writeParams", () => {
  it("writes the differences under each field's key, in field order", () => {
    expect(writeParams({ guests: 5, nights: 7 }, fields, tripDefaults).toString()).toBe("guests=5&n=7");
    expect(writeParams({ guests: 2, nights: 7 }, fields, tripDefaults).toString()).toBe("n=7");
  });

  it("removes a field at its default from a base query without changing the base", () => {
    const base = new URLSearchParams("n=7&view=map");
    expect(writeParams(tripDefaults, fields, tripDefaults, base).toString()).toBe("view=map");
    expect(base.toString()).toBe("n=7&view=map");
  });
});

const parseEstimate = (query: string) => parseEstimateParams(new URLSearchParams(query));

describe("parseEstimateParams", () => {
  it("gives the defaults for an empty query, with nothing to report", () => {
    expect(parseEstimate("")).toEqual({ values: ESTIMATE_DEFAULTS, fallbacks: [] });
    expect(parseEstimate("down=&rate=")).toEqual({ values: ESTIMATE_DEFAULTS, fallbacks: [] });
  });

  it("reads every value that is well formed and in range", () => {
    expect(parseEstimate("financing=cash&down=25&rate=6.75&term=15")).toEqual({
      values: { financing: "cash", downPaymentBps: 2_500, annualRateBps: 675, termYears: 15 },
      fallbacks: [],
    });
    expect(parseEstimate("down=100&rate=0&term=1").values).toMatchObject({ downPaymentBps: 10_000, annualRateBps: 0, termYears: 1 });
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
    expect(parseEstimate("term=100&down=20&rate=abc")).toEqual({
      values: { ...ESTIMATE_DEFAULTS, downPaymentBps: 2_000 },
      fallbacks: ["annualRateBps", "termYears"],
    });
  });

  it("takes the first of a repeated key and leaves unknown keys alone", () => {
    expect(parseEstimate("down=20&down=90&utm_source=x").values.downPaymentBps).toBe(2_000);
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

const yieldDefaults = yieldDefaultsFor(miamiProgramme);

const parseYield = (query: string) => parseYieldParams(new URLSearchParams(query), yieldDefaults);

describe("parseYieldParams", () => {
  it("gives the building's defaults for an empty query", () => {
    expect(parseYield("")).toEqual({ values: yieldDefaults, fallbacks: [] });
  });

  it("reads every value that is well formed and in range, 100% occupancy and falling values included", () => {
    expect(parseYield("nightly=1250.50&occupancy=100&owner-nights=365&share=60&fees=10&growth=-2&appreciation=-1.5")).toEqual({
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
    const parsed = parseYieldParams(new URLSearchParams([[key, value]]), yieldDefaults);
    expect(parsed.values).toEqual(yieldDefaults);
    expect(parsed.fallbacks).toEqual([field]);
  });
});

describe("yieldParams", () => {
  it("writes only what differs from the building's defaults, and reads back the same", () => {
    expect(yieldParams(yieldDefaults, yieldDefaults).toString()).toBe("");
    const values = { ...yieldDefaults, nightlyRateCents: 1_250_50, occupancyBps: 7_250, appreciationBps: -100 };
    const query = yieldParams(values, yieldDefaults);
    expect(query.toString()).toBe("nightly=1250.50&occupancy=72.5&appreciation=-1");
    expect(parseYieldParams(query, yieldDefaults)).toEqual({ values, fallbacks: [] });
  });
});
