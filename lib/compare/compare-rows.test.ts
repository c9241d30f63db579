import { describe, expect, it } from "vitest";
import { SERVICE_VALUES } from "@/lib/schemas/fact-values";
import { COMPARE_ROW_DEFINITIONS, buildCompareRows, type CompareRow } from "./compare-rows";
import { testColumn } from "./test-columns";

const row = (rows: CompareRow[], key: string) => {
  const found = rows.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No row ${key}`);
  return found;
};
const bestOf = (rows: CompareRow[], key: string) => row(rows, key).cells.map((cell) => cell.best);

describe("the rows of a comparison", () => {
  it("has every row the issue lists, services one by one, in order", () => {
    const keys = COMPARE_ROW_DEFINITIONS.map((definition) => definition.key);
    expect(keys).toEqual([
      "price",
      "price-per-sqft",
      "beds",
      "baths",
      "area",
      "brand",
      "developer",
      "operator",
      "status",
      "services",
      ...SERVICE_VALUES.map((service) => `service-${service}`),
      "programme",
      "monthly-cost",
      "net-yield",
    ]);
  });

  it("says which way each figure's best lies, and none for words", () => {
    const better = Object.fromEntries(COMPARE_ROW_DEFINITIONS.map((definition) => [definition.key, definition.better]));
    expect(better).toMatchObject({
      price: "lower",
      "price-per-sqft": "lower",
      beds: "higher",
      baths: "higher",
      area: "higher",
      services: "higher",
      "monthly-cost": "lower",
      "net-yield": "higher",
      brand: null,
      developer: null,
      operator: null,
      status: null,
      programme: null,
      "service-valet": null,
    });
  });

  it("gives one cell per residence, in the columns' order", () => {
    const rows = buildCompareRows([testColumn("listing:a", { priceCents: 1_00 }), testColumn("unit:b", { priceCents: 2_00 })]);
    expect(row(rows, "price").cells.map((cell) => cell.value)).toEqual([
      { kind: "money", cents: 1_00 },
      { kind: "money", cents: 2_00 },
    ]);
    expect(row(rows, "service-valet").cells.map((cell) => cell.value)).toEqual([
      { kind: "yes-no", yes: true },
      { kind: "yes-no", yes: true },
    ]);
    expect(row(rows, "service-spa-pool").cells[0]?.value).toEqual({ kind: "yes-no", yes: false });
    expect(row(rows, "services").cells[0]?.value).toEqual({ kind: "count-of", value: 2, of: SERVICE_VALUES.length });
  });
});

describe("differences", () => {
  it("marks a row whose values are not all the same", () => {
    const rows = buildCompareRows([testColumn("listing:a"), testColumn("listing:b", { developer: "Another" }), testColumn("listing:c")]);
    expect(row(rows, "developer").differs).toBe(true);
    expect(row(rows, "brand").differs).toBe(false);
    expect(row(rows, "price").differs).toBe(false);
  });

  it("marks a service that only some residences include", () => {
    const rows = buildCompareRows([testColumn("listing:a"), testColumn("listing:b", { services: ["concierge", "valet", "spa-pool"] })]);
    expect(row(rows, "service-spa-pool").differs).toBe(true);
    expect(row(rows, "service-valet").differs).toBe(false);
  });

  it("marks nothing for one residence alone", () => {
    expect(buildCompareRows([testColumn("listing:a")]).some((candidate) => candidate.differs || candidate.cells[0]?.best)).toBe(false);
  });
});

describe("the best value of a row", () => {
  const cheap = testColumn("listing:cheap", { priceCents: 2_000_000_00, pricePerSqftCents: 1_500_00, monthlyCostCents: 15_000_00 });
  const big = testColumn("listing:big", { beds: 5, baths: 6, sqft: 5000, services: ["concierge", "valet", "spa-pool"], netYieldBps: 250 });
  const earner = testColumn("unit:earner", { netYieldBps: 310, monthlyCostCents: 40_000_00 });

  it("is the lowest price, price per sq ft and monthly cost", () => {
    const rows = buildCompareRows([cheap, big, earner]);
    expect(bestOf(rows, "price")).toEqual([true, false, false]);
    expect(bestOf(rows, "price-per-sqft")).toEqual([true, false, false]);
    expect(bestOf(rows, "monthly-cost")).toEqual([true, false, false]);
  });

  it("is the most bedrooms, bathrooms, area and services, and the highest net yield", () => {
    const rows = buildCompareRows([cheap, big, earner]);
    for (const key of ["beds", "baths", "area", "services"]) expect(bestOf(rows, key), key).toEqual([false, true, false]);
    expect(bestOf(rows, "net-yield")).toEqual([false, false, true]);
  });

  it("never goes to a residence without a rental programme, nor to a yield with no other to beat", () => {
    const rows = buildCompareRows([
      testColumn("listing:a"),
      testColumn("listing:b", { netYieldBps: -80 }),
      testColumn("listing:c", { netYieldBps: -20 }),
    ]);
    expect(bestOf(rows, "net-yield")).toEqual([false, false, true]);
    const alone = buildCompareRows([testColumn("listing:a"), testColumn("listing:b", { netYieldBps: 300 })]);
    expect(bestOf(alone, "net-yield")).toEqual([false, false]);
    expect(
      buildCompareRows([testColumn("listing:a"), testColumn("listing:b")])
        .find((r) => r.key === "net-yield")
        ?.cells.some((c) => c.best),
    ).toBe(false);
  });

  it("goes to every residence that ties for it, and to none when all tie", () => {
    const rows = buildCompareRows([cheap, testColumn("listing:twin", { priceCents: cheap.priceCents }), big]);
    expect(bestOf(rows, "price")).toEqual([true, true, false]);
    expect(bestOf(rows, "brand")).toEqual([false, false, false]);
    expect(bestOf(buildCompareRows([testColumn("listing:a"), testColumn("listing:b")]), "price")).toEqual([false, false]);
  });
});
