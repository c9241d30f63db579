import { STARTING_RESIDENCE_ID, chooseResidence, type EstimateResidence } from "@/lib/economics/view-models";
import type { CrossBorderProperty } from "./types";

/**
 * The property the sheet costs when a page lets a person choose the residence (the property
 * page's `?unit=`, as its cost estimate reads it): the chosen unit's price and words, or the
 * starting residence's when the address names none or one that is not the building's.
 */
export function chosenResidenceProperty(
  property: CrossBorderProperty,
  choices: readonly EstimateResidence[],
  unitId: string | null,
): { property: CrossBorderProperty; priceNote: string } {
  const { residence } = chooseResidence(choices, unitId);
  if (residence.id === STARTING_RESIDENCE_ID)
    return { property: { ...property, priceMinor: residence.priceCents }, priceNote: "the starting price" };
  return { property: { ...property, priceMinor: residence.priceCents }, priceNote: `the price of ${residence.name}` };
}
