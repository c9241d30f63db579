import { describe, expect, it } from "vitest";
import { estimateHoldingCosts } from "./holding-costs";
import { dubaiHoldingCosts as dubai, miamiHoldingCosts as miami } from "./test-holding-costs";

describe("estimateHoldingCosts", () => {
  it("adds service charge, brand fee, property tax and the owner's insurance for a month", () => {
    // $2,850,000 and 2,400 sq ft at $1.60 per sq ft a month.
    const estimate = estimateHoldingCosts(miami, 2_850_000_00, 2400);
    expect(estimate.monthly.serviceCharge).toBe(3_840_00); // 2,400 x $1.60
    expect(estimate.monthly.brandFee).toBe(240_00); // 2,400 x $1.20 / 12
    expect(estimate.monthly.propertyTax).toBe(4_631_25); // 1.95% of $2.85M / 12
    expect(estimate.monthly.insurance).toBe(300_00); // 2,400 x $1.50 a year / 12
    expect(estimate.monthly.total).toBe(3_840_00 + 240_00 + 4_631_25 + 300_00);
    expect(estimate.yearly).toBe(estimate.monthly.total * 12);
  });

  it("insures the owner's interior by area, not the whole value: the price does not move it", () => {
    expect(estimateHoldingCosts(miami, 2_850_000_00, 2400).monthly.insurance).toBe(
      estimateHoldingCosts(miami, 9_000_000_00, 2400).monthly.insurance,
    );
  });

  it("rounds a month of insurance to the nearest cent: 7 cents a year is 0.58 of a cent a month, 1", () => {
    expect(estimateHoldingCosts({ ...miami, ownerInsuranceCentsPerSqftYear: 7 }, 0, 1).monthly.insurance).toBe(1);
  });

  it("leaves the seller's transfer tax out of the buyer's costs at purchase (Miami: the deed's stamp tax on a resale)", () => {
    const { oneOff } = estimateHoldingCosts(miami, 2_850_000_00, 2400);
    expect(oneOff.charges).toEqual([{ ...miami.purchaseCharges[0], cents: 29_925_00 }]);
    expect(oneOff).toMatchObject({ buyerCharges: 0, sellerCharges: 29_925_00, closingCosts: 21_375_00, total: 21_375_00 });
  });

  it("counts the Dubai Land Department fee, the agency fee and its VAT on the buyer's side", () => {
    // $7,500,000: 4% is $300,000, 2% is $150,000, 5% VAT on the fee is $7,500; closing 0.5% is $37,500.
    const { oneOff } = estimateHoldingCosts(dubai, 7_500_000_00, 4200);
    expect(oneOff.charges.map((charge) => charge.cents)).toEqual([300_000_00, 150_000_00, 7_500_00]);
    expect(oneOff).toMatchObject({ buyerCharges: 457_500_00, sellerCharges: 0, closingCosts: 37_500_00, total: 495_000_00 });
  });

  it("rounds a month to the nearest cent, half away from zero", () => {
    // $1.00 a year over 12 months is 8.33 cents: 8.
    expect(estimateHoldingCosts({ ...miami, brandFeeCentsPerSqftYear: 100 }, 0, 1).monthly.brandFee).toBe(8);
    // 18 cents a year is 1.5 cents a month: 2.
    expect(estimateHoldingCosts({ ...miami, brandFeeCentsPerSqftYear: 18 }, 0, 1).monthly.brandFee).toBe(2);
  });

  it("has no property tax where the location has none (Dubai)", () => {
    expect(estimateHoldingCosts(dubai, 7_500_000_00, 4000).monthly.propertyTax).toBe(0);
  });

  it("refuses a price or area that is not whole", () => {
    expect(() => estimateHoldingCosts(miami, 10.5, 100)).toThrow(RangeError);
    expect(() => estimateHoldingCosts(miami, 100, -1)).toThrow(RangeError);
  });
});
