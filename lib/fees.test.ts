import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roadmapPhases } from "@/lib/catalogue/roadmap";
import { brokerCommission, commissionSplit, formatPercent, ownerEarnings, parsePercent, platformFees } from "./fees";

describe("ownerEarnings", () => {
  it("is 3% of the sale price in whole dollars", () => {
    expect(ownerEarnings(8_500_000)).toBe(255_000);
    expect(ownerEarnings(1_850_000)).toBe(55_500);
    expect(ownerEarnings(17)).toBe(1);
    expect(ownerEarnings(0)).toBe(0);
  });
});

describe("platformFees", () => {
  it("charges 3% of the broker commission in phase 1 and 2% of the sale in phase 2", () => {
    const [one, two, three] = platformFees(10_000_000, 0.05);
    expect(brokerCommission(10_000_000, 0.05)).toBe(500_000);
    expect(one).toEqual({ phase: 1, basis: "commission", rate: 0.03, amount: 15_000 });
    expect(two).toEqual({ phase: 2, basis: "transaction", rate: 0.02, amount: 200_000 });
    expect(three).toEqual({ phase: 3, basis: "usage", rate: null, amount: null });
  });

  it("follows the roadmap's phases and their stated fees", () => {
    const fees = platformFees(1_000_000, 0.06);
    expect(fees.map((fee) => fee.phase)).toEqual(roadmapPhases.map((phase) => phase.phase));
    expect(roadmapPhases[0]?.fee).toMatch(/3%.*commission/);
    expect(roadmapPhases[1]?.fee).toMatch(/2%.*transaction value/);
    expect(fees[0].amount).toBe(1_800);
  });
});

describe("commissionSplit", () => {
  it("gives the realtor 70% and the platform 30%", () => {
    expect(commissionSplit(150_000)).toEqual({ realtor: 105_000, platform: 45_000 });
    expect(commissionSplit(1)).toEqual({ realtor: 1, platform: 0 });
  });

  it("always adds up to the commission", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (commission) => {
        const { realtor, platform } = commissionSplit(commission);
        return realtor + platform === commission && realtor >= platform;
      }),
    );
  });
});

describe("parsePercent", () => {
  it("reads plain and percent-signed rates as fractions", () => {
    expect(parsePercent("5")).toBe(0.05);
    expect(parsePercent(" 5.5 % ")).toBe(0.055);
    expect(parsePercent("100%")).toBe(1);
    expect(parsePercent("0.25")).toBe(0.0025);
  });

  it("refuses empty, zero, negative, above 100 and non-numbers", () => {
    for (const text of ["", "0", "-5", "101", "abc", "5.555", "5%%", "1e2"]) expect(parsePercent(text)).toBeNull();
  });

  it("formats fractions back as percentages", () => {
    expect(formatPercent(0.05)).toBe("5%");
    expect(formatPercent(0.055)).toBe("5.5%");
  });
});
