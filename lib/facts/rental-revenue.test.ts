import { describe, expect, it } from "vitest";
import { estimateRentalRevenue, NIGHTS_A_YEAR } from "./rental-revenue";

// Aman Miami Beach's illustrative programme: 28 owner-use nights, 62% occupancy, $3,800 a night, owner keeps 50%.
const aman = { ownerUseNights: 28, occupancyBps: 6_200, nightlyRateCents: 3_800_00, ownerShareBps: 5_000 };

describe("estimateRentalRevenue", () => {
  it("offers the nights the owner does not use", () => {
    expect(estimateRentalRevenue(aman).nightsAvailable).toBe(NIGHTS_A_YEAR - 28);
  });

  it("lets the nights available at the occupancy, in whole nights", () => {
    // 337 x 62% = 208.94 nights: 209.
    expect(estimateRentalRevenue(aman).nightsLet).toBe(209);
  });

  it("takes the gross as the nights let at the nightly rate, so the stated figures multiply out", () => {
    expect(estimateRentalRevenue(aman).grossCents).toBe(209 * 3_800_00);
  });

  it("gives the owner their share and the operator the rest, adding up to the gross", () => {
    const estimate = estimateRentalRevenue(aman);
    expect(estimate.ownerShareCents).toBe(397_100_00);
    expect(estimate.ownerShareCents + estimate.operatorShareCents).toBe(estimate.grossCents);
  });

  it("rounds half a night up and an owner's share to the cent, once", () => {
    // 345 nights x 70% = 241.5 nights: 242. 242 x $9.99 = $2,417.58; 45% of it is $1,087.911: $1,087.91.
    const estimate = estimateRentalRevenue({ ownerUseNights: 20, occupancyBps: 7_000, nightlyRateCents: 999, ownerShareBps: 4_500 });
    expect(estimate.nightsLet).toBe(242);
    expect(estimate.grossCents).toBe(241_758);
    expect(estimate.ownerShareCents).toBe(108_791);
    expect(estimate.operatorShareCents).toBe(132_967);
  });

  it("earns nothing when the owner keeps every night or nothing is let", () => {
    expect(estimateRentalRevenue({ ...aman, ownerUseNights: 365 })).toMatchObject({ nightsAvailable: 0, nightsLet: 0, grossCents: 0 });
    expect(estimateRentalRevenue({ ...aman, occupancyBps: 0 }).grossCents).toBe(0);
  });

  it("refuses terms that are not whole or out of range", () => {
    expect(() => estimateRentalRevenue({ ...aman, ownerUseNights: 366 })).toThrow(RangeError);
    expect(() => estimateRentalRevenue({ ...aman, occupancyBps: 10_001 })).toThrow(RangeError);
    expect(() => estimateRentalRevenue({ ...aman, ownerShareBps: -1 })).toThrow(RangeError);
    expect(() => estimateRentalRevenue({ ...aman, nightlyRateCents: 10.5 })).toThrow(RangeError);
  });
});
