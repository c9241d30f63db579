import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roadmapPhases } from "@/lib/catalogue/roadmap";
import { brokerCommission, commissionSplit, formatPercent, ownerEarnings, parsePercent, platformFees } from "./fees";

describe("ownerEarnings", () => {
  it("is 3% of the sale price, to the cent", () => {
    expect(ownerEarnings(850_000_000)).toBe(25_500_000);
    expect(ownerEarnings(185_000_000)).toBe(5_550_000);
    expect(ownerEarnings(1_700)).toBe(51);
    expect(ownerEarnings(1_234_567)).toBe(37_037); // $370.3701
    expect(ownerEarnings(0)).toBe(0);
  });
});

describe("platformFees", () => {
  it("charges 3% of the broker commission in phase 1 and 2% of the sale in phase 2", () => {
    const [one, two, three] = platformFees(1_000_000_000, 500);
    expect(brokerCommission(1_000_000_000, 500)).toBe(50_000_000);
    expect(one).toEqual({ phase: 1, basis: "commission", rate: 300, amount: 1_500_000 });
    expect(two).toEqual({ phase: 2, basis: "transaction", rate: 200, amount: 20_000_000 });
    expect(three).toEqual({ phase: 3, basis: "usage", rate: null, amount: null });
  });

  it("follows the roadmap's phases and their stated fees", () => {
    const fees = platformFees(100_000_000, 600);
    expect(fees.map((fee) => fee.phase)).toEqual(roadmapPhases.map((phase) => phase.phase));
    expect(roadmapPhases[0]?.fee).toMatch(/3%.*commission/);
    expect(roadmapPhases[1]?.fee).toMatch(/2%.*transaction value/);
    expect(fees[0].amount).toBe(180_000);
  });

  it("keeps the cents of a fee on an odd price", () => {
    // $1,234,567.89 at 5.5%: commission $67,901.23395 -> $67,901.23; 3% of it $2,037.0369 -> $2,037.04.
    const [one, two] = platformFees(123_456_789, 550);
    expect(brokerCommission(123_456_789, 550)).toBe(6_790_123);
    expect(one.amount).toBe(203_704);
    expect(two.amount).toBe(2_469_136); // 2% of $1,234,567.89 is $24,691.3578
  });
});

describe("commissionSplit", () => {
  it("splits a $45.00 commission into $31.50 and $13.50", () => {
    expect(commissionSplit(4_500)).toEqual({ realtor: 3_150, platform: 1_350 });
  });

  it("gives the realtor 70% and the platform 30%, odd cents to the nearer share", () => {
    expect(commissionSplit(15_000_000)).toEqual({ realtor: 10_500_000, platform: 4_500_000 });
    expect(commissionSplit(100_000_100)).toEqual({ realtor: 70_000_070, platform: 30_000_030 });
    expect(commissionSplit(1)).toEqual({ realtor: 1, platform: 0 });
    expect(commissionSplit(3)).toEqual({ realtor: 2, platform: 1 });
  });

  it("splits the largest amounts exactly", () => {
    expect(commissionSplit(Number.MAX_SAFE_INTEGER)).toEqual({ realtor: 6_305_039_478_318_694, platform: 2_702_159_776_422_297 });
  });

  it("always adds up to the commission, the realtor's share never the smaller", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (commission) => {
        const { realtor, platform } = commissionSplit(commission);
        return realtor + platform === commission && realtor >= platform;
      }),
    );
  });
});

describe("parsePercent", () => {
  it("reads plain and percent-signed rates as basis points", () => {
    expect(parsePercent("5")).toBe(500);
    expect(parsePercent(" 5.5 % ")).toBe(550);
    expect(parsePercent("5.55%")).toBe(555);
    expect(parsePercent("100%")).toBe(10_000);
    expect(parsePercent("0.25")).toBe(25);
  });

  it("refuses empty, zero, negative, above 100 and non-numbers", () => {
    for (const text of ["", "0", "0.00", "-5", "101", "100.01", "abc", "5.555", "5%%", "1e2", ".5"]) expect(parsePercent(text)).toBeNull();
  });

  it("formats basis points back as percentages", () => {
    expect(formatPercent(500)).toBe("5%");
    expect(formatPercent(550)).toBe("5.5%");
    expect(formatPercent(555)).toBe("5.55%");
    for (const text of ["5%", "5.5%", "0.25%", "100%"]) expect(formatPercent(parsePercent(text) ?? 0)).toBe(text);
  });
});
