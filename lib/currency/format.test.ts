import { describe, expect, it } from "vitest";
import { formatAmount } from "./format";

const NBSP = "\u00a0";

describe("formatAmount", () => {
  it("writes integer minor units with Intl.NumberFormat, cents only when there are some", () => {
    expect(formatAmount(8_500_000_00, "USD")).toBe("$8,500,000");
    expect(formatAmount(3_150, "USD")).toBe("$31.50");
    expect(formatAmount(7_310_000_00, "EUR")).toBe("€7,310,000");
    expect(formatAmount(7_310_000_55, "EUR")).toBe("€7,310,000.55");
    expect(formatAmount(6_460_000_00, "GBP")).toBe("£6,460,000");
    expect(formatAmount(6_800_000_00, "CHF")).toBe(`CHF${NBSP}6,800,000`);
    expect(formatAmount(31_216_250_00, "AED")).toBe(`AED${NBSP}31,216,250`);
    expect(formatAmount(11_050_000_00, "SGD")).toBe(`SGD${NBSP}11,050,000`);
    expect(formatAmount(66_130_000_00, "HKD")).toBe("HK$66,130,000");
  });

  it("writes yen as whole yen: the amount is already in them", () => {
    expect(formatAmount(1_317_500_000, "JPY")).toBe("¥1,317,500,000");
    expect(formatAmount(2, "JPY")).toBe("¥2");
  });

  it("names the currency by its code when asked, so a figure is never read as another's", () => {
    expect(formatAmount(8_500_000_00, "USD", { display: "code" })).toBe(`USD${NBSP}8,500,000`);
    expect(formatAmount(1_317_500_000, "JPY", { display: "code" })).toBe(`JPY${NBSP}1,317,500,000`);
  });

  it("writes millions with two decimals", () => {
    expect(formatAmount(2_230_000_00, "USD", { scale: "millions" })).toBe("$2.23M");
    expect(formatAmount(1_917_800_00, "EUR", { scale: "millions" })).toBe("€1.92M");
    expect(formatAmount(345_650_000, "JPY", { scale: "millions" })).toBe("¥345.65M");
    expect(formatAmount(2_230_000_00, "USD", { scale: "millions", display: "code" })).toBe(`USD${NBSP}2.23M`);
  });

  it("is exact for large amounts, which reach Intl as decimal text", () => {
    expect(formatAmount(9_007_199_254_740_991, "USD")).toBe("$90,071,992,547,409.91");
  });

  it("gives nothing for an amount that is not a safe integer", () => {
    for (const amount of [Number.NaN, 1.5, Number.POSITIVE_INFINITY, 2 ** 60]) expect(formatAmount(amount, "EUR")).toBe("");
  });

  it("writes estimates to the whole unit, half away from zero", () => {
    expect(formatAmount(1_234_550, "USD", { scale: "whole" })).toBe("$12,346");
    expect(formatAmount(1_234_549, "USD", { scale: "whole" })).toBe("$12,345");
    expect(formatAmount(12_345, "JPY", { scale: "whole" })).toBe("¥12,345");
  });

  it("always writes the minor digits for a column of figures", () => {
    expect(formatAmount(139_200, "USD", { scale: "cents" })).toBe("$1,392.00");
    expect(formatAmount(463_125, "EUR", { scale: "cents" })).toBe("€4,631.25");
    expect(formatAmount(4_631, "JPY", { scale: "cents" })).toBe("¥4,631");
  });
});
