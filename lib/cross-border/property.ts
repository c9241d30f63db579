import { DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import type { CrossBorderProperty } from "./types";

/** What the sheet needs of a residence, from its price, its city and its building's facts. */
export function crossBorderPropertyOf(
  residence: { priceCents: number; currency?: CurrencyCode | undefined },
  city: string,
  facts: Pick<ResidenceFacts, "status" | "holdingCosts">,
): CrossBorderProperty {
  return {
    city,
    priceMinor: residence.priceCents,
    currency: residence.currency ?? DEFAULT_CURRENCY,
    offPlan: facts.status.stage === "off-plan",
    closingCostsBps: facts.holdingCosts.closingCostsBps,
  };
}
