import { describe, expect, it } from "vitest";
import { MONTHLY_COST_KEYS, ONE_OFF_COST_KEYS, monthlyCostLabels, oneOffCostLabels } from "./cost-labels";

describe("cost labels", () => {
  it("word every monthly line, the mortgage first", () => {
    expect(MONTHLY_COST_KEYS[0]).toBe("mortgage");
    expect(Object.keys(monthlyCostLabels).sort()).toEqual([...MONTHLY_COST_KEYS].sort());
  });

  it("call the deposit the down payment with a mortgage and the price for cash", () => {
    expect(oneOffCostLabels("mortgage").deposit).toBe("Down payment");
    expect(oneOffCostLabels("cash").deposit).toBe("Price paid in cash");
    expect(Object.keys(oneOffCostLabels("cash"))).toEqual([...ONE_OFF_COST_KEYS]);
  });
});
