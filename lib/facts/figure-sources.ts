/*
 * The sources of figures that are not in a building's record (data/sources.ts ids): the rental
 * programmes' owner's share, and the exchange-rate snapshot. A building's own figures name
 * theirs in its record (holdingCosts.sources, each purchase charge's sourceIds). Plain data.
 */
export const FIGURE_SOURCE_IDS = {
  /** The owner's share of a programme's revenue sits in the range this research reports. */
  programmeOwnerShare: ["bresi-rental-programmes"],
  /** The currency switch's snapshot: the market rates and the dirham's peg. */
  exchangeRates: ["indicative-rates-2025-11", "cbuae-dirham-peg"],
} as const satisfies Record<string, readonly string[]>;
