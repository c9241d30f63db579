import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bedroomOptions, brandOptions, cityOptions, priceRangeOptions, purchaseAmenities } from "@/lib/catalogue/filter-options";
import { buySearchOptions as listingSearchOptions, searchableListings as purchaseListings } from "./searchable-listings";
import {
  activeListingFilterCount,
  EMPTY_LISTING_FILTERS,
  filterListings,
  listingHref,
  matchesSearchText,
  parseListingQuery,
  toListingQuery,
  type ListingFilters,
} from "./listing-filters";

const ids = (filters: Partial<ListingFilters>) =>
  filterListings(purchaseListings, { ...EMPTY_LISTING_FILTERS, ...filters }, listingSearchOptions).map((listing) => listing.id);

const parse = (query: string) => parseListingQuery(new URLSearchParams(query), listingSearchOptions);

describe("filterListings", () => {
  it("returns all 17 listings when nothing is filtered", () => {
    expect(ids({})).toHaveLength(17);
  });

  it("searches name, brand and location, ignoring case, accents and extra spaces", () => {
    expect(ids({ q: "aman" })).toEqual(["aman-miami-beach"]);
    expect(ids({ q: "  ROSEWOOD " })).toEqual(["rosewood-miami-beach"]);
    expect(ids({ q: "dubai" })).toEqual(["bulgari-dubai"]);
    expect(ids({ q: "Aspén" })).toEqual(["st-regis-aspen"]);
    expect(ids({ q: "four seasons" })).toEqual(["four-seasons-beverly-hills"]);
  });

  it("needs every word of the search to match somewhere", () => {
    expect(ids({ q: "miami beach ritz" })).toEqual(["ritz-carlton-miami-beach"]);
    expect(ids({ q: "brickell key" })).toEqual(["mandarin-oriental-brickell"]);
    expect(ids({ q: "aman aspen" })).toEqual([]);
  });

  it("matches search text against the three fields only", () => {
    expect(matchesSearchText({ name: "A", brand: "B", location: "C" }, "")).toBe(true);
    expect(matchesSearchText({ name: "A", brand: "B", location: "C" }, undefined)).toBe(true);
    // Descriptions are not searched: "seahorse" appears only in Bulgari's description.
    expect(ids({ q: "seahorse" })).toEqual([]);
  });

  it("filters by brand slug", () => {
    expect(ids({ brand: "rosewood-miami-beach" })).toEqual(["rosewood-miami-beach"]);
    expect(ids({ brand: "st-regis" })).toEqual(["st-regis-aspen"]);
    expect(ids({ brand: "no-such-brand" })).toEqual([]);
  });

  it("filters by city", () => {
    expect(ids({ city: "miami-beach" })).toEqual(["aman-miami-beach", "ritz-carlton-miami-beach", "rosewood-miami-beach"]);
    expect(ids({ city: "miami-river" })).toEqual(["baccarat-brickell", "aston-martin-brickell"]);
    for (const city of cityOptions) expect(ids({ city: city.slug }).length).toBeGreaterThan(0);
  });

  it("filters by price range with an inclusive lower and exclusive upper bound", () => {
    const under5 = ids({ priceRange: "under-5m" });
    const mid = ids({ priceRange: "5m-10m" });
    const top = ids({ priceRange: "10m-plus" });
    expect(under5.length + mid.length + top.length).toBe(17);
    expect(top).toEqual(["four-seasons-beverly-hills", "rosewood-miami-beach"]);
    expect(mid).toEqual(["aman-miami-beach", "st-regis-aspen", "bulgari-dubai", "one-thousand-museum"]);
    expect(under5).toContain("edition-west-hollywood"); // $4,800,000
    expect(under5).not.toContain("st-regis-aspen"); // $6,200,000
    const exactlyFive = { ...purchaseListings[0]!, priceCents: 5_000_000_00 };
    expect(filterListings([exactlyFive], { amenities: [], priceRange: "5m-10m" }, listingSearchOptions)).toHaveLength(1);
    expect(filterListings([exactlyFive], { amenities: [], priceRange: "under-5m" }, listingSearchOptions)).toHaveLength(0);
  });

  it("filters by minimum bedrooms", () => {
    expect(ids({ bedrooms: 1 })).toHaveLength(17);
    expect(ids({ bedrooms: 5 })).toEqual(["four-seasons-beverly-hills"]);
    expect(ids({ bedrooms: 4 })).toEqual(["four-seasons-beverly-hills", "st-regis-aspen", "bulgari-dubai", "one-thousand-museum"]);
  });

  it("needs every chosen amenity", () => {
    expect(ids({ amenities: ["Ski Concierge"] })).toEqual(["st-regis-aspen"]);
    expect(ids({ amenities: ["Private Pool", "Private Beach Club"] })).toEqual(["rosewood-miami-beach"]);
    expect(ids({ amenities: ["Ski Concierge", "Ocean View"] })).toEqual([]);
  });

  it("combines filters with AND", () => {
    expect(ids({ city: "brickell", bedrooms: 2 })).toEqual(["cipriani-brickell", "faena-brickell", "mercedes-benz-brickell"]);
    expect(ids({ city: "brickell", bedrooms: 2, amenities: ["Smart Home"] })).toEqual(["faena-brickell", "mercedes-benz-brickell"]);
    expect(ids({ q: "miami", priceRange: "10m-plus" })).toEqual(["rosewood-miami-beach"]);
    expect(ids({ brand: "aman", city: "aspen" })).toEqual([]);
  });

  it("keeps the listings' own order and type", () => {
    const extended = purchaseListings.map((listing) => ({ ...listing, extra: listing.id.length }));
    const result = filterListings(extended, { amenities: [], city: "brickell" }, listingSearchOptions);
    expect(result.map((listing) => listing.extra)).toEqual(result.map((listing) => listing.id.length));
  });
});

describe("parseListingQuery", () => {
  it("reads every filter from the URL", () => {
    const { filters, ignored } = parse(
      "q=miami&hotel=aman&city=miami-beach&price=5m-10m&beds=2&amenity=ocean-view&amenity=spa-and-wellness",
    );
    expect(filters).toEqual({
      q: "miami",
      brand: "aman",
      city: "miami-beach",
      priceRange: "5m-10m",
      bedrooms: 2,
      amenities: ["Ocean View", "Spa & Wellness"],
    });
    expect(ignored).toEqual([]);
  });

  it("preselects the brand from ?hotel=, including Rosewood's slug", () => {
    expect(parse("hotel=rosewood-miami-beach").filters.brand).toBe("rosewood-miami-beach");
    expect(ids(parse("hotel=rosewood-miami-beach").filters)).toEqual(["rosewood-miami-beach"]);
  });

  it("ignores unknown, malformed and hostile values and says which parameters", () => {
    const hostile = [
      "no-such-hotel",
      "<script>alert(1)</script>",
      "javascript:alert(1)",
      '"><img src=x onerror=alert(1)>',
      "AMAN",
      " aman",
      "x".repeat(10_000),
    ];
    for (const value of hostile) {
      const { filters, ignored } = parseListingQuery(
        new URLSearchParams({ hotel: value, city: value, price: value, beds: value, amenity: value }),
        listingSearchOptions,
      );
      expect(filters).toEqual({ amenities: [] });
      expect(ignored).toEqual(["hotel", "city", "price", "beds", "amenity"]);
    }
  });

  it("rejects bedroom counts outside 1 to 5 and non-integers", () => {
    for (const beds of ["0", "6", "2.5", "-1", "1e1", "02x", "", "999999"]) {
      expect(parse(`beds=${beds}`).filters.bedrooms).toBeUndefined();
    }
    expect(parse("beds=05").filters.bedrooms).toBe(5);
  });

  it("keeps search text up to 200 characters and ignores a longer one", () => {
    expect(parse(`q=${"a".repeat(200)}`).filters.q).toHaveLength(200);
    const long = parse(`q=${"a".repeat(201)}`);
    expect(long.filters.q).toBeUndefined();
    expect(long.ignored).toEqual(["q"]);
    expect(parse("q=%20%20").filters.q).toBeUndefined();
    expect(parse("q=%20%20").ignored).toEqual([]);
  });

  it("keeps hostile search text as plain text (it is only ever shown as text)", () => {
    expect(parse("q=%3Cscript%3Ealert(1)%3C%2Fscript%3E").filters.q).toBe("<script>alert(1)</script>");
  });

  it("takes the first value of a repeated single filter, and each amenity once", () => {
    expect(parse("hotel=aman&hotel=faena").filters.brand).toBe("aman");
    expect(parse("amenity=smart-home&amenity=ocean-view&amenity=smart-home").filters.amenities).toEqual(["Ocean View", "Smart Home"]);
  });

  it("keeps the valid amenities when some are unknown", () => {
    const { filters, ignored } = parse("amenity=ocean-view&amenity=helipad");
    expect(filters.amenities).toEqual(["Ocean View"]);
    expect(ignored).toEqual(["amenity"]);
  });

  it("treats empty parameters as not set", () => {
    expect(parse("q=&hotel=&city=&price=&beds=&amenity=")).toEqual({ filters: { amenities: [] }, ignored: [] });
  });
});

describe("the URL round trip", () => {
  const filtersArbitrary: fc.Arbitrary<ListingFilters> = fc.record(
    {
      q: fc
        .string({ maxLength: 40 })
        .map((text) => text.replace(/\s+/g, " ").trim())
        .filter((text) => text.length > 0),
      brand: fc.constantFrom(...brandOptions.map((option) => option.slug)),
      city: fc.constantFrom(...cityOptions.map((option) => option.slug)),
      priceRange: fc.constantFrom(...priceRangeOptions.map((option) => option.value)),
      bedrooms: fc.constantFrom(...bedroomOptions.map((option) => option.value)),
      amenities: fc.subarray([...purchaseAmenities]),
    },
    { requiredKeys: ["amenities"] },
  );

  it("gives back exactly the filters it was given", () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const url = new URL(listingHref("/buy/", filters, listingSearchOptions), "https://site.example");
        expect(parseListingQuery(url.searchParams, listingSearchOptions)).toEqual({ filters, ignored: [] });
      }),
    );
  });

  it("writes a canonical query with defaults left out", () => {
    expect(toListingQuery(EMPTY_LISTING_FILTERS, listingSearchOptions).toString()).toBe("");
    expect(listingHref("/buy/", EMPTY_LISTING_FILTERS, listingSearchOptions)).toBe("/buy/");
    expect(
      listingHref(
        "/buy/",
        { amenities: ["Spa & Wellness", "Ocean View"], beds: undefined, brand: "aman" } as ListingFilters,
        listingSearchOptions,
      ),
    ).toBe("/buy/?hotel=aman&amenity=ocean-view&amenity=spa-and-wellness");
  });

  it("counts active filters, each amenity once", () => {
    expect(activeListingFilterCount(EMPTY_LISTING_FILTERS)).toBe(0);
    expect(activeListingFilterCount({ q: " ", amenities: [] })).toBe(0);
    expect(
      activeListingFilterCount({
        q: "a",
        brand: "aman",
        city: "aspen",
        priceRange: "10m-plus",
        bedrooms: 1,
        amenities: ["Ocean View", "Smart Home"],
      }),
    ).toBe(7);
  });
});
