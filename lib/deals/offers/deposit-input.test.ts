import { describe, expect, it } from "vitest";
import { readDepositInput } from "@/lib/schemas/deposit-text";
import { depositCentsFor } from "./deposit-input";

describe("the deposit an offer proposes, as typed", () => {
  it("reads a percentage in whole basis points, with no float in between", () => {
    expect(readDepositInput("5%")).toEqual({ kind: "percent", rate: 500 });
    expect(readDepositInput(" 7.5 % ")).toEqual({ kind: "percent", rate: 750 });
    expect(readDepositInput("12.25%")).toEqual({ kind: "percent", rate: 1_225 });
    expect(readDepositInput("0.01%")).toEqual({ kind: "percent", rate: 1 });
  });

  it("reads an amount as the money fields do", () => {
    expect(readDepositInput("$412,500")).toEqual({ kind: "amount", cents: 41_250_000 });
    expect(readDepositInput("412500.50")).toEqual({ kind: "amount", cents: 41_250_050 });
  });

  it("refuses anything else", () => {
    for (const text of ["", "five", "5.125%", "%", "5%%", "$5,000%", "-5%", "1e3%"]) expect(readDepositInput(text), text).toBeNull();
  });

  it("works out a percentage of the offer in whole cents, rounded once", () => {
    expect(depositCentsFor("5%", 825_000_000)).toBe(41_250_000);
    expect(depositCentsFor("7.5%", 100_001)).toBe(7_500);
    expect(depositCentsFor("$300,000", 825_000_000)).toBe(30_000_000);
    expect(depositCentsFor("nonsense", 825_000_000)).toBeNull();
  });
});
