import { describe, expect, it } from "vitest";
import { plainAmount } from "./money-input";
import { bpsToPercent, parsePlainAmount, percentToBps, wholeNumber } from "./number-text";

const HOSTILE = [
  "",
  "NaN",
  "Infinity",
  "1e309",
  "1e3",
  "0x10",
  "<script>alert(1)</script>",
  "9".repeat(200),
  "２０",
  " 20",
  "20 ",
  "+20",
  "20%",
  "1,450",
  "6.",
  ".5",
  "6.125",
];

describe("percentToBps", () => {
  it("reads a percentage exactly", () => {
    expect(percentToBps("6.25")).toBe(625);
    expect(percentToBps("30")).toBe(3_000);
    expect(percentToBps("0.5")).toBe(50);
    expect(percentToBps("0.05")).toBe(5);
    expect(percentToBps("100")).toBe(10_000);
    expect(percentToBps("6.1")).toBe(610);
  });

  it("reads a negative percentage only when asked", () => {
    expect(percentToBps("-1.5")).toBeNull();
    expect(percentToBps("-1.5", true)).toBe(-150);
  });

  it("reads nothing hostile or malformed", () => {
    for (const text of [...HOSTILE, "1000", "--1"]) expect(percentToBps(text, true)).toBeNull();
  });

  it("writes the shortest text it reads back", () => {
    for (const bps of [0, 5, 50, 625, 650, 3_000, 10_000, -150, -5, 2_000]) {
      expect(percentToBps(bpsToPercent(bps), true)).toBe(bps);
    }
    expect([bpsToPercent(625), bpsToPercent(650), bpsToPercent(3_000), bpsToPercent(-150)]).toEqual(["6.25", "6.5", "30", "-1.5"]);
  });
});

describe("parsePlainAmount", () => {
  it("reads dollars with up to two decimals", () => {
    expect(parsePlainAmount("1450")).toBe(145_000);
    expect(parsePlainAmount("1450.5")).toBe(145_050);
    expect(parsePlainAmount("0.01")).toBe(1);
  });

  it("reads nothing hostile or malformed", () => {
    for (const text of [...HOSTILE, "-5", "$1450", "1450.505"]) expect(parsePlainAmount(text)).toBeNull();
  });

  it("writes text it reads back", () => {
    expect(plainAmount(145_000)).toBe("1450");
    expect(plainAmount(145_050)).toBe("1450.50");
    expect(plainAmount(1)).toBe("0.01");
    for (const cents of [1, 99, 100, 145_050, 100_000_00]) expect(parsePlainAmount(plainAmount(cents))).toBe(cents);
  });
});

describe("wholeNumber", () => {
  it("reads up to four digits and nothing else", () => {
    expect(wholeNumber("30")).toBe(30);
    expect(wholeNumber("0")).toBe(0);
    for (const text of [...HOSTILE, "-1", "1.0", "12345"]) expect(wholeNumber(text)).toBeNull();
  });
});
