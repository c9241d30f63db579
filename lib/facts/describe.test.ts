import { describe, expect, it } from "vitest";
import { describeStatus, formatShare, insuranceShareBps, summariseProgramme } from "./describe";

describe("formatShare", () => {
  it("writes basis points as a percentage with at most two decimals", () => {
    expect(formatShare(5_000)).toBe("50%");
    expect(formatShare(195)).toBe("1.95%");
    expect(formatShare(11)).toBe("0.11%");
    expect(formatShare(90)).toBe("0.9%");
    expect(formatShare(12.5)).toBe("0.13%");
    expect(formatShare(10_000)).toBe("100%");
  });

  it("gives nothing for a value that is not a number", () => {
    expect(formatShare(Number.NaN)).toBe("");
  });
});

describe("describeStatus", () => {
  it("says when a ready building was completed", () => {
    expect(describeStatus({ stage: "ready", completedYear: 2021 })).toBe("Ready to move in, completed 2021");
  });

  it("says when an off-plan building completes", () => {
    expect(
      describeStatus({ stage: "off-plan", completion: "2028-Q3", paymentPlan: [{ milestone: "On completion", shareBps: 10_000 }] }),
    ).toBe("Off-plan, completion 2028-Q3");
  });
});

describe("summariseProgramme", () => {
  const terms = { ownerUseNights: 21, nightlyRateCents: 1_100_00, occupancyBps: 7_000 };

  it("says None when there is no programme", () => {
    expect(summariseProgramme({ availability: "none" })).toBe("None");
  });

  it("gives availability, structure and the owner's share", () => {
    expect(summariseProgramme({ availability: "optional", structure: "pooled", ownerShareBps: 5_500, ...terms })).toBe(
      "Optional, pooled: owner keeps 55%",
    );
    expect(summariseProgramme({ availability: "mandatory", structure: "per-unit", ownerShareBps: 4_500, ...terms })).toBe(
      "Mandatory, per unit: owner keeps 45%",
    );
  });
});

describe("insuranceShareBps", () => {
  it("turns cents a year per $1,000,000 of value into a share of the value", () => {
    expect(insuranceShareBps(9_000_00)).toBe(90);
    expect(formatShare(insuranceShareBps(3_600_00))).toBe("0.36%");
  });
});
