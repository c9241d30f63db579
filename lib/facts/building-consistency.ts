import type { Cents } from "@/lib/money";

/*
 * The checks that keep a building's figures from contradicting each other (issue 28): its
 * starting residence (the purchase listing: the starting price and the smallest residence's
 * area) and its featured units. Pure, so the data tests and their own tests share them.
 */

/** A unit's price per sq ft must lie within this band of its building's (the starting residence's). */
export const PRICE_PER_AREA_BAND = { lowest: 0.8, highest: 1.5 } as const;

export type StartingResidence = { id: string; priceCents: Cents; sqft: number };
/** The building's areas: from the smallest residence's; up to `max` where the page gives a span. */
export type AreaRange = { min: number; max: number };
export type BuildingUnit = { id: string; priceCents: Cents; sqft: number };

/** Price per sq ft, in cents (not rounded: only compared). */
export const perSqft = (home: { priceCents: Cents; sqft: number }) => home.priceCents / home.sqft;

/**
 * What contradicts in one building, sentence by sentence (empty when it is consistent):
 * - every unit's price per sq ft within PRICE_PER_AREA_BAND of the starting residence's;
 * - the starting price not above the cheapest unit's price;
 * - every unit's area within the building's range (no smaller than the smallest residence, and
 *   no larger than the range's top where the page gives a span rather than one value).
 */
export function buildingContradictions(starting: StartingResidence, range: AreaRange, units: readonly BuildingUnit[]): string[] {
  const problems: string[] = [];
  const reference = perSqft(starting);
  for (const unit of units) {
    const ratio = perSqft(unit) / reference;
    if (ratio < PRICE_PER_AREA_BAND.lowest || ratio > PRICE_PER_AREA_BAND.highest)
      problems.push(`${unit.id}: price per sq ft is ${ratio.toFixed(2)} times ${starting.id}'s`);
    if (unit.priceCents < starting.priceCents) problems.push(`${unit.id}: costs less than ${starting.id}'s starting price`);
    if (unit.sqft < range.min) problems.push(`${unit.id}: ${unit.sqft} sq ft is below the smallest residence's ${range.min}`);
    if (range.max > range.min && unit.sqft > range.max)
      problems.push(`${unit.id}: ${unit.sqft} sq ft is above the building's largest, ${range.max}`);
  }
  return problems;
}
