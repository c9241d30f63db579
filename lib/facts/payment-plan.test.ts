import { describe, expect, it } from "vitest";
import { paymentPlanAmounts } from "./payment-plan";

const twentyThirtyFifty = [
  { milestone: "On signing", shareBps: 2_000 },
  { milestone: "During construction", shareBps: 3_000 },
  { milestone: "On completion", shareBps: 5_000 },
];

describe("paymentPlanAmounts", () => {
  it("gives each milestone its share of the price", () => {
    expect(paymentPlanAmounts(twentyThirtyFifty, 8_500_000_00).map((step) => step.amountCents)).toEqual([
      1_700_000_00, 2_550_000_00, 4_250_000_00,
    ]);
  });

  it("keeps each milestone's words and share", () => {
    expect(paymentPlanAmounts(twentyThirtyFifty, 100_00)[0]).toEqual({ milestone: "On signing", shareBps: 2_000, amountCents: 20_00 });
  });

  it("always adds up to the price: the last instalment takes what rounding left", () => {
    const thirds = [
      { milestone: "First", shareBps: 3_333 },
      { milestone: "Second", shareBps: 3_333 },
      { milestone: "Third", shareBps: 3_334 },
    ];
    const amounts = paymentPlanAmounts(thirds, 1_01).map((step) => step.amountCents);
    expect(amounts).toEqual([34, 34, 33]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(1_01);
  });

  it("refuses a price that is not whole cents", () => {
    expect(() => paymentPlanAmounts(twentyThirtyFifty, 10.5)).toThrow(RangeError);
  });
});
