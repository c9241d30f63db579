/**
 * The fee model as the pages state it (product spec sections 1 and 9), as pure maths in whole
 * US dollars. Owners keep 3% of each sale. The platform charges 3% of the broker's commission at
 * launch (phase 1), 2% of the total transaction value once it is part of the closing (phase 2),
 * and usage fees not yet priced in phase 3. Realtor partners split commission 70/30.
 */

export const OWNER_SHARE_RATE = 0.03;
export const PLATFORM_COMMISSION_FEE_RATE = 0.03;
export const PLATFORM_TRANSACTION_FEE_RATE = 0.02;
export const REALTOR_SHARE_RATE = 0.7;
export const PLATFORM_SHARE_RATE = 0.3;
/** A typical total broker commission on a luxury sale, the owners' calculator's starting value. */
export const DEFAULT_COMMISSION_RATE = 0.05;

export type RoadmapPhaseNumber = 1 | 2 | 3;

export type PhaseFee =
  | { phase: RoadmapPhaseNumber; basis: "commission" | "transaction"; rate: number; amount: number }
  | { phase: RoadmapPhaseNumber; basis: "usage"; rate: null; amount: null };

/** Whole dollars, rounded half away from zero (money is held as whole dollars). */
function dollars(value: number): number {
  return Math.round(value);
}

/** What the owner keeps from a sale at 3%. */
export function ownerEarnings(salePrice: number): number {
  return dollars(salePrice * OWNER_SHARE_RATE);
}

/** The broker's commission on a sale at `commissionRate` (0.05 for 5%). */
export function brokerCommission(salePrice: number, commissionRate: number): number {
  return dollars(salePrice * commissionRate);
}

/** The platform's fee on one sale in each roadmap phase; phase 3's is not priced yet (null). */
export function platformFees(salePrice: number, commissionRate: number): [PhaseFee, PhaseFee, PhaseFee] {
  return [
    {
      phase: 1,
      basis: "commission",
      rate: PLATFORM_COMMISSION_FEE_RATE,
      amount: dollars(brokerCommission(salePrice, commissionRate) * PLATFORM_COMMISSION_FEE_RATE),
    },
    { phase: 2, basis: "transaction", rate: PLATFORM_TRANSACTION_FEE_RATE, amount: dollars(salePrice * PLATFORM_TRANSACTION_FEE_RATE) },
    { phase: 3, basis: "usage", rate: null, amount: null },
  ];
}

/** A commission split 70/30; the two parts always add up to the commission. */
export function commissionSplit(commission: number): { realtor: number; platform: number } {
  const realtor = dollars(commission * REALTOR_SHARE_RATE);
  return { realtor, platform: commission - realtor };
}

const PERCENT_PATTERN = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?$/;

/** Reads "5", "5%", "5.5 %" as a fraction (0.055). Null for anything else, 0, or above 100. */
export function parsePercent(text: string): number | null {
  const match = PERCENT_PATTERN.exec(text.trim());
  if (!match) return null;
  const percent = Number(match[1]);
  if (!(percent > 0) || percent > 100) return null;
  return Math.round(percent * 100) / 10_000;
}

/** 0.055 -> "5.5%". */
export function formatPercent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}
