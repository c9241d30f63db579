/**
 * The markets whose rules the sheet knows, and which city slugs of the sample listings lie in
 * each. A city outside them has no rules here, and the sheet says so rather than guess.
 */
export const MARKET_IDS = ["miami-dade", "los-angeles-county", "aspen", "dubai"] as const;
export type MarketId = (typeof MARKET_IDS)[number];

export const marketNames: Record<MarketId, string> = {
  "miami-dade": "Miami-Dade County, Florida",
  "los-angeles-county": "Los Angeles County, California",
  aspen: "City of Aspen, Colorado",
  dubai: "Dubai, United Arab Emirates",
};

const marketOfCitySlug: Readonly<Record<string, MarketId>> = {
  "miami-beach": "miami-dade",
  brickell: "miami-dade",
  "brickell-key": "miami-dade",
  "miami-river": "miami-dade",
  "downtown-miami": "miami-dade",
  "museum-park": "miami-dade",
  "beverly-hills": "los-angeles-county",
  "west-hollywood": "los-angeles-county",
  aspen: "aspen",
  dubai: "dubai",
};

/** The market of a city slug, or undefined for a city the sheet has no rules for. */
export function marketOfCity(city: string): MarketId | undefined {
  return Object.hasOwn(marketOfCitySlug, city) ? marketOfCitySlug[city] : undefined;
}

/** True for the markets in the United States (federal rules apply). */
export function isUsMarket(market: MarketId): boolean {
  return market !== "dubai";
}
