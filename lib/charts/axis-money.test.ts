import { describe, expect, it } from "vitest";
import { formatAxisMoney } from "./axis-money";

describe("formatAxisMoney", () => {
  it("writes an axis amount short", () => {
    expect(formatAxisMoney(0)).toBe("$0");
    expect(formatAxisMoney(120_000_00)).toBe("$120K");
    expect(formatAxisMoney(-40_000_00)).toBe("-$40K");
    expect(formatAxisMoney(1_250_000_00)).toBe("$1.3M");
  });

  it("writes nothing for what is not whole cents", () => {
    expect(formatAxisMoney(Number.NaN)).toBe("");
  });

  it("writes the chosen currency, by its own minor units", () => {
    expect(formatAxisMoney(120_000_00, "EUR")).toBe("€120K");
    expect(formatAxisMoney(18_000_000, "JPY")).toBe("¥18M");
    expect(formatAxisMoney(-40_000_00, "GBP")).toBe("-£40K");
  });
});
