import { describe, expect, it } from "vitest";
import { buySearchOptions, searchableListings } from "./searchable-listings";
import { sortResults } from "@/lib/facts/fact-sort";
import { listingResults } from "./listing-search";

const order = (sort: Parameters<typeof sortResults>[1]) =>
  listingResults(searchableListings, { amenities: [], ...(sort ? { sort } : {}) }, buySearchOptions).map((listing) => listing.id);

describe("sorting /buy", () => {
  it("keeps the catalogue's order when no sort is chosen", () => {
    expect(order(undefined)).toEqual(searchableListings.map((listing) => listing.id));
  });

  it("sorts by price, low to high and high to low", () => {
    const low = order("price-asc");
    expect(low.slice(0, 3)).toEqual(["residences-1428-brickell", "w-icon-brickell", "aston-martin-brickell"]);
    expect(low.at(-1)).toBe("rosewood-miami-beach");
    expect(order("price-desc")).toEqual([...low].reverse());
    const prices = low.map((id) => searchableListings.find((listing) => listing.id === id)!.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("sorts by price per sq ft, lowest first", () => {
    const sorted = order("price-per-sqft");
    expect(sorted.slice(0, 3)).toEqual(["residences-1428-brickell", "w-icon-brickell", "ritz-carlton-miami-beach"]);
    expect(sorted.slice(-2)).toEqual(["rosewood-miami-beach", "aman-miami-beach"]);
    const perSqft = sorted.map((id) => searchableListings.find((listing) => listing.id === id)!.facts.pricePerSqftCents);
    expect(perSqft).toEqual([...perSqft].sort((a, b) => a - b));
  });

  it("sorts by the estimated monthly cost of holding, lowest first", () => {
    const sorted = order("holding-cost");
    expect(sorted.slice(0, 4)).toEqual(["residences-1428-brickell", "w-icon-brickell", "aston-martin-brickell", "bulgari-dubai"]);
    expect(sorted.at(-1)).toBe("rosewood-miami-beach");
    const monthly = sorted.map((id) => searchableListings.find((listing) => listing.id === id)!.facts.monthlyHoldingCents);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
  });

  it("sorts by newest completion: off-plan by quarter, latest first, then ready by year, ties in catalogue order", () => {
    expect(order("newest-completion")).toEqual([
      "rosewood-miami-beach", // 2029-Q2
      "mercedes-benz-brickell", // 2029-Q1
      "waldorf-astoria-miami", // 2028-Q4
      "mandarin-oriental-brickell", // 2028-Q3
      "faena-brickell", // 2028-Q1
      "aman-miami-beach", // 2027-Q4, first in the catalogue
      "residences-1428-brickell", // 2027-Q4
      "baccarat-brickell", // 2027-Q3
      "cipriani-brickell", // 2027-Q2
      "aston-martin-brickell", // ready 2024
      "ritz-carlton-miami-beach", // 2021
      "edition-west-hollywood", // 2020
      "four-seasons-beverly-hills", // 2019, first in the catalogue
      "one-thousand-museum", // 2019
      "bulgari-dubai", // 2018
      "st-regis-aspen", // 2016
      "w-icon-brickell", // 2015
    ]);
  });

  it("sorts only what the filters leave, and never changes the list it was given", () => {
    const before = searchableListings.map((listing) => listing.id);
    const sorted = listingResults(searchableListings, { amenities: [], city: "miami-beach", sort: "price-asc" }, buySearchOptions);
    expect(sorted.map((listing) => listing.id)).toEqual(["ritz-carlton-miami-beach", "aman-miami-beach", "rosewood-miami-beach"]);
    expect(searchableListings.map((listing) => listing.id)).toEqual(before);
  });
});
