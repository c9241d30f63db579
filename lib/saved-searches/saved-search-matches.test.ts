import { describe, expect, it } from "vitest";
import { buySearchOptions, searchableListings } from "@/lib/buy/searchable-listings";
import { purchaseListings } from "@/lib/catalogue/listings";
import { rentalListings } from "@/lib/catalogue/rentals";
import { rentalSearchOptions } from "@/lib/rent/rental-search-options";
import { searchSources } from "./site-search-sources";
import { searchListings } from "@/lib/buy/listing-search";
import { matchCountText, savedSearchHref, savedSearchMatches } from "./saved-search-matches";

const buy = (query: string) => savedSearchMatches({ page: "/buy", query }, searchSources);
const rent = (query: string) => savedSearchMatches({ page: "/rent", query }, searchSources);

describe("savedSearchMatches on /buy", () => {
  it("counts every listing for an empty query", () => {
    expect(buy("")).toBe(purchaseListings.length);
  });

  it("counts what the page's own filters leave", () => {
    expect(buy("hotel=aman")).toBe(1);
    expect(buy("city=brickell")).toBe(5);
    expect(buy("price=10m-plus&city=miami-beach")).toBe(1);
    expect(buy("beds=4&amenity=private-pool")).toBe(
      purchaseListings.filter((listing) => listing.beds >= 4 && listing.amenities.includes("Private Pool")).length,
    );
  });

  it("reads the query the way /buy reads it: unknown values left out, search text folded", () => {
    expect(buy("hotel=nope&utm_source=mail")).toBe(purchaseListings.length);
    expect(buy("q=MIAMI")).toBe(buy("q=miami"));
    expect(buy("q=ocean+view")).toBe(buy("q=ocean%20view"));
  });

  it("agrees with the page's parse and filter for every single filter value", () => {
    const queries = [
      ...buySearchOptions.brands.map((brand) => `hotel=${brand}`),
      ...buySearchOptions.cities.map((city) => `city=${city}`),
      ...buySearchOptions.priceRanges.map((range) => `price=${range.value}`),
      ...buySearchOptions.bedrooms.map((beds) => `beds=${beds}`),
      "status=off-plan",
      "programme=offered",
      "programme=none",
      "service=kids-club&service=beach-club",
    ];
    for (const query of queries) {
      expect(buy(query), query).toBe(searchListings(new URLSearchParams(query), searchableListings, buySearchOptions).results.length);
    }
  });
});

describe("savedSearchMatches on /rent", () => {
  it("counts every rental for an empty query, and narrows by place, guests and amenities", () => {
    expect(rent("")).toBe(rentalListings.length);
    expect(rent("where=aspen")).toBe(1);
    expect(rent("guests=6")).toBe(rentalListings.filter((rental) => rental.guests >= 6).length);
    expect(rent("amenity=hot-tub")).toBe(rentalListings.filter((rental) => rental.amenities.includes("Hot Tub")).length);
  });

  it("does not narrow by dates, as the page does not (they price the stay)", () => {
    expect(rent("where=miami-beach&checkin=2026-12-20&checkout=2026-12-27")).toBe(rent("where=miami-beach"));
  });

  it("ignores a place with no rentals, as the page does", () => {
    expect(rentalSearchOptions.cities).not.toContain("dubai");
    expect(rent("where=dubai")).toBe(rentalListings.length);
  });
});

describe("matchCountText", () => {
  it("says how many match now", () => {
    expect(matchCountText(0)).toBe("No residences match now");
    expect(matchCountText(1)).toBe("1 residence matches now");
    expect(matchCountText(7)).toBe("7 residences match now");
  });
});

describe("savedSearchHref", () => {
  it("opens the page with the stored query", () => {
    expect(savedSearchHref({ page: "/buy", query: "hotel=aman&city=miami-beach" })).toBe("/buy/?hotel=aman&city=miami-beach");
    expect(savedSearchHref({ page: "/rent", query: "" })).toBe("/rent/");
  });

  it("keeps whatever a record holds inside the query", () => {
    expect(savedSearchHref({ page: "/buy", query: "q=a/../../x&hotel=<b>" })).toBe("/buy/?q=a%2F..%2F..%2Fx&hotel=%3Cb%3E");
    expect(savedSearchHref({ page: "/rent", query: "where=aspen#list-yours" })).toBe("/rent/?where=aspen%23list-yours");
  });
});
