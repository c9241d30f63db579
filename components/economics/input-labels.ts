import type { EstimateValues } from "@/lib/schemas/ownership-estimate";
import type { YieldValues } from "@/lib/schemas/rental-yield";

/** Each calculator input's name, as its field's label and the notice of a link's unusable values say it. */
export const estimateInputLabels: Record<keyof EstimateValues, string> = {
  financing: "Paying with",
  downPaymentBps: "Down payment",
  annualRateBps: "Interest rate",
  termYears: "Term",
};

export const yieldInputLabels: Record<keyof YieldValues, string> = {
  nightlyRateCents: "Nightly rate",
  occupancyBps: "Occupancy",
  ownerUseNights: "Owner-use nights",
  ownerShareBps: "Owner's share of revenue",
  operatorFeeBps: "Operator fees",
  rateGrowthBps: "Nightly rate growth",
  appreciationBps: "Change in value",
};
