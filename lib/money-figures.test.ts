import { describe, expect, it } from "vitest";
import { formatMoneyFigures } from "./money-figures";

describe("formatMoneyFigures", () => {
  it("shows cents on every figure of a group when any has them", () => {
    expect(formatMoneyFigures([701, 300])).toEqual(["$7.01", "$3.00"]);
    expect(formatMoneyFigures([3_150, 1_350])).toEqual(["$31.50", "$13.50"]);
    expect(formatMoneyFigures([17_500_000, 7_500_000])).toEqual(["$175,000", "$75,000"]);
  });
});
