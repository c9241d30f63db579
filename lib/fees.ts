import type { Cents } from "@/lib/money";
import { shareOf, splitAmount, type BasisPoints } from "@/lib/money-shares";

/**
 * The fee model as the pages state it (product spec sections 1 and 9), as exact maths on
 * integer cents and basis points. Owners keep 3% of each sale. The platform charges 3% of the
 * broker's commission at launch (phase 1), 2% of the total transaction value once it is part of
 * the closing (phase 2), and usage fees not yet priced in phase 3. Realtor partners split
 * commission 70/30. Every share is rounded to the cent once, half away from zero.
 */

export const OWNER_SHARE_RATE: BasisPoints = 300;
export const PLATFORM_COMMISSION_FEE_RATE: BasisPoints = 300;
export const PLATFORM_TRANSACTION_FEE_RATE: BasisPoints = 200;
export const REALTOR_SHARE_RATE: BasisPoints = 7_000;
export const PLATFORM_SHARE_RATE: BasisPoints = 3_000;
/** A typical total broker commission on a luxury sale, the owners' calculator's starting value. */
export const DEFAULT_COMMISSION_RATE: BasisPoints = 500;

export type RoadmapPhaseNumber = 1 | 2 | 3;

export type PhaseFee =
  | { phase: RoadmapPhaseNumber; basis: "commission" | "transaction"; rate: BasisPoints; amount: Cents }
  | { phase: RoadmapPhaseNumber; basis: "usage"; rate: null; amount: null };

/** What the owner keeps from a sale at 3%. */
export function ownerEarnings(salePrice: Cents): Cents {
  return shareOf(salePrice, OWNER_SHARE_RATE);
}

/** The broker's commission on a sale at `commissionRate` (500 for 5%). */
export function brokerCommission(salePrice: Cents, commissionRate: BasisPoints): Cents {
  return shareOf(salePrice, commissionRate);
}

/** The platform's fee on one sale in each roadmap phase; phase 3's is not priced yet (null). */
export function platformFees(salePrice: Cents, commissionRate: BasisPoints): [PhaseFee, PhaseFee, PhaseFee] {
  return [
    {
      phase: 1,
      basis: "commission",
      rate: PLATFORM_COMMISSION_FEE_RATE,
      amount: shareOf(brokerCommission(salePrice, commissionRate), PLATFORM_COMMISSION_FEE_RATE),
    },
    { phase: 2, basis: "transaction", rate: PLATFORM_TRANSACTION_FEE_RATE, amount: shareOf(salePrice, PLATFORM_TRANSACTION_FEE_RATE) },
    { phase: 3, basis: "usage", rate: null, amount: null },
  ];
}

/** A commission split 70/30: $45.00 gives $31.50 and $13.50; the two always add up to the commission. */
export function commissionSplit(commission: Cents): { realtor: Cents; platform: Cents } {
  const [realtor, platform] = splitAmount(commission, REALTOR_SHARE_RATE);
  return { realtor, platform };
}

const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/;

/** Reads "5", "5%", "5.5 %" as basis points (550). Null for anything else, 0, or above 100%. */
export function parsePercent(text: string): BasisPoints | null {
  const match = PERCENT_PATTERN.exec(text.trim());
  if (!match) return null;
  const rate = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return rate > 0 && rate <= 10_000 ? rate : null;
}

/** 550 -> "5.5%". */
export function formatPercent(rate: BasisPoints): string {
  return `${rate / 100}%`;
}
