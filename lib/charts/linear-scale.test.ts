import { describe, expect, it } from "vitest";
import { linearScale, niceTicks } from "./linear-scale";

describe("niceTicks", () => {
  it("covers the values in round steps from 0", () => {
    expect(niceTicks(0, 95_000_00)).toEqual([0, 20_000_00, 40_000_00, 60_000_00, 80_000_00, 100_000_00]);
    expect(niceTicks(12, 38)).toEqual([0, 10, 20, 30, 40]);
  });

  it("reaches below 0 for a loss, with 0 among the ticks", () => {
    const ticks = niceTicks(-30_000_00, 90_000_00);
    expect(ticks[0]).toBeLessThanOrEqual(-30_000_00);
    expect(ticks).toContain(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(90_000_00);
  });

  it("keeps whole steps for tiny amounts and gives an axis for all zeros", () => {
    expect(niceTicks(0, 2)).toEqual([0, 1, 2]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it("refuses bounds that are not numbers", () => {
    expect(() => niceTicks(Number.NaN, 1)).toThrow(RangeError);
  });
});

describe("linearScale", () => {
  it("maps the domain onto the range, upside down for an SVG's y axis", () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(y(100)).toBe(0);
  });

  it("maps everything to the start of the range when the domain is one value", () => {
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });
});
