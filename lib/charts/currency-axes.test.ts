import { describe, expect, it } from "vitest";
import { convertMinor } from "@/lib/currency/convert";
import { currencyAxes } from "./currency-axes";

describe("a money axis in every currency", () => {
  const axes = currencyAxes([-50_000_00, 150_000_00], [200, 0]);
  const of = (code: string) => axes.find((axis) => axis.currency === code)?.ticks ?? [];

  it("keeps the dollars' own ticks", () => {
    expect(of("USD").map((tick) => tick.label)).toEqual(["-$50K", "$0", "$50K", "$100K", "$150K"]);
    expect(of("USD").map((tick) => tick.position)).toEqual([200, 150, 100, 50, 0]);
  });

  it("gives each currency round ticks inside the same span, placed where their value is", () => {
    for (const { currency, ticks } of axes) {
      expect(ticks.length, currency).toBeGreaterThanOrEqual(2);
      const zero = ticks.find((tick) => tick.value === 0);
      expect(zero?.position, currency).toBeCloseTo(150, 0);
      const low = convertMinor(-50_000_00, "USD", currency);
      const high = convertMinor(150_000_00, "USD", currency);
      for (const tick of ticks) expect(tick.position, currency).toBeCloseTo(200 - ((tick.value - low) / (high - low)) * 200, 6);
    }
    expect(of("JPY").every((tick) => tick.label.startsWith("¥") || tick.label.startsWith("-¥"))).toBe(true);
  });
});
