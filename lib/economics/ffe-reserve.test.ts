import { describe, expect, it } from "vitest";
import { FFE_RESERVE_BPS, ffeReserveBpsFor } from "./ffe-reserve";

const programme = {
  structure: "per-unit",
  ownerShareBps: 5_000,
  ownerUseNights: 28,
  nightlyRateCents: 1_000_00,
  occupancyBps: 6_500,
} as const;

describe("ffeReserveBpsFor", () => {
  it("sets a reserve aside only where a rental programme exists", () => {
    expect(ffeReserveBpsFor({ availability: "none" })).toBe(0);
    expect(ffeReserveBpsFor({ availability: "optional", ...programme })).toBe(FFE_RESERVE_BPS);
    expect(ffeReserveBpsFor({ availability: "mandatory", ...programme })).toBe(FFE_RESERVE_BPS);
  });

  it("is 0.5% of the value a year", () => {
    expect(FFE_RESERVE_BPS).toBe(50);
  });
});
