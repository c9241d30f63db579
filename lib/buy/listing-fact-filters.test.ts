import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buySearchOptions, searchableListings } from "./searchable-listings";
import { SERVICE_VALUES } from "@/lib/schemas/fact-values";
import { SORT_ORDER_VALUES } from "@/lib/schemas/search-fact-values";
import {
  activeListingFilterCount,
  EMPTY_LISTING_FILTERS,
  filterListings,
  listingHref,
  parseListingQuery,
  toListingQuery,
  type ListingFilters,
} from "./listing-filters";
import { searchListings } from "./listing-search";

const ids = (filters: Partial<ListingFilters>) =>
  filterListings(searchableListings, { ...EMPTY_LISTING_FILTERS, ...filters }, buySearchOptions).map((listing) => listing.id);
const parse = (query: string) => parseListingQuery(new URLSearchParams(query), buySearchOptions);

describe("the /buy filters by residence facts", () => {
  it("offers both stages, programme offered or none, every service and each operator once, by name", () => {
    const { facts } = buySearchOptions;
    expect(facts.stages).toEqual(["ready", "off-plan"]);
    expect(facts.programmes).toEqual(["offered", "none"]);
    expect(facts.services).toEqual([...SERVICE_VALUES]);
    const labels = facts.operators.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(new Set(labels).size).toBe(labels.length);
    expect(facts.operators).toContainEqual({ value: "harbourline-residential-management", label: "Harbourline Residential Management" });
  });

  it("filters by status: ready to move in or off-plan", () => {
    const ready = ids({ stage: "ready" });
    const offPlan = ids({ stage: "off-plan" });
    expect(ready).toEqual([
      "ritz-carlton-miami-beach",
      "four-seasons-beverly-hills",
      "st-regis-aspen",
      "edition-west-hollywood",
      "bulgari-dubai",
      "w-icon-brickell",
      "one-thousand-museum",
      "aston-martin-brickell",
    ]);
    expect(offPlan).toHaveLength(9);
    expect(offPlan).toContain("rosewood-miami-beach");
    expect(ready.length + offPlan.length).toBe(17);
  });

  it("filters by rental programme: offered (optional or mandatory) or none", () => {
    const offered = ids({ programme: "offered" });
    const none = ids({ programme: "none" });
    expect(offered).toHaveLength(10);
    expect(offered).toContain("rosewood-miami-beach"); // mandatory
    expect(offered).toContain("aman-miami-beach"); // optional
    expect(none).toEqual([
      "edition-west-hollywood",
      "bulgari-dubai",
      "cipriani-brickell",
      "baccarat-brickell",
      "residences-1428-brickell",
      "one-thousand-museum",
      "aston-martin-brickell",
    ]);
  });

  it("filters by services, every one ticked must be included", () => {
    expect(ids({ services: ["beach-club"] })).toEqual(["aman-miami-beach", "bulgari-dubai", "rosewood-miami-beach"]);
    expect(ids({ services: ["beach-club", "kids-club"] })).toEqual(["rosewood-miami-beach"]);
    expect(ids({ services: ["beach-club", "loyalty-status"] })).toEqual([]);
    expect(ids({ services: ["concierge"] })).toHaveLength(17);
    expect(ids({ services: [] })).toHaveLength(17);
  });

  it("filters by operator, whose slug is in the URL", () => {
    expect(ids({ operator: "harbourline-residential-management" })).toEqual([
      "baccarat-brickell",
      "mercedes-benz-brickell",
      "aston-martin-brickell",
    ]);
    expect(ids({ operator: "aman" })).toEqual(["aman-miami-beach"]);
    expect(ids({ operator: "nobody" })).toEqual([]);
  });

  it("combines the fact filters with each other and with the others", () => {
    expect(ids({ stage: "off-plan", programme: "offered", city: "brickell" })).toEqual(["faena-brickell", "mercedes-benz-brickell"]);
    expect(ids({ stage: "ready", services: ["kids-club"], programme: "none" })).toEqual(["aston-martin-brickell"]);
    expect(ids({ q: "beach", stage: "ready" })).toEqual(["ritz-carlton-miami-beach"]);
  });
});

describe("reading and writing the fact filters in the URL", () => {
  it("reads status, programme, services, operator and sort", () => {
    const { filters, ignored } = parse(
      "status=off-plan&programme=offered&service=kids-club&service=concierge&operator=aman&sort=price-desc",
    );
    expect(filters).toEqual({
      amenities: [],
      stage: "off-plan",
      programme: "offered",
      services: ["concierge", "kids-club"],
      operator: "aman",
      sort: "price-desc",
    });
    expect(ignored).toEqual([]);
  });

  it("ignores unknown and hostile values, names their parameters, and keeps the rest", () => {
    for (const value of ["building", "<script>alert(1)</script>", "OFF-PLAN", " ready", "pooled", "x".repeat(5_000)]) {
      const params = new URLSearchParams({ status: value, programme: value, service: value, operator: value, sort: value, city: "aspen" });
      const { filters, ignored } = parseListingQuery(params, buySearchOptions);
      expect(filters).toEqual({ amenities: [], city: "aspen" });
      expect(ignored).toEqual(["status", "programme", "service", "operator", "sort"]);
    }
    expect(parse("service=spa-pool&service=helipad").filters.services).toEqual(["spa-pool"]);
    expect(parse("status=&programme=&service=&operator=&sort=")).toEqual({ filters: { amenities: [] }, ignored: [] });
  });

  it("writes the fact filters after the others, in a fixed order, the sort last", () => {
    const filters: ListingFilters = {
      amenities: ["Ocean View"],
      city: "brickell",
      sort: "holding-cost",
      operator: "faena-group",
      services: ["valet", "concierge"],
      programme: "none",
      stage: "ready",
    };
    expect(toListingQuery(filters, buySearchOptions).toString()).toBe(
      "city=brickell&amenity=ocean-view&status=ready&programme=none&service=concierge&service=valet&operator=faena-group&sort=holding-cost",
    );
  });

  it("gives back exactly the filters it was given", () => {
    const arbitrary: fc.Arbitrary<ListingFilters> = fc.record(
      {
        amenities: fc.constant([]),
        stage: fc.constantFrom(...buySearchOptions.facts.stages),
        programme: fc.constantFrom(...buySearchOptions.facts.programmes),
        services: fc.subarray([...SERVICE_VALUES], { minLength: 1 }),
        operator: fc.constantFrom(...buySearchOptions.facts.operators.map((option) => option.value)),
        sort: fc.constantFrom(...SORT_ORDER_VALUES),
      },
      { requiredKeys: ["amenities"] },
    );
    fc.assert(
      fc.property(arbitrary, (filters) => {
        const url = new URL(listingHref("/buy/", filters, buySearchOptions), "https://site.example");
        expect(parseListingQuery(url.searchParams, buySearchOptions)).toEqual({ filters, ignored: [] });
      }),
    );
  });

  it("counts each fact filter and each service, but not the sort order", () => {
    expect(activeListingFilterCount({ amenities: [], sort: "price-asc" })).toBe(0);
    expect(
      activeListingFilterCount({ amenities: [], stage: "ready", programme: "none", services: ["valet", "spa-pool"], operator: "aman" }),
    ).toBe(5);
  });

  it("a shared link gives the same results as the page, in order", () => {
    const { results, ignored } = searchListings(
      new URLSearchParams("status=off-plan&programme=offered&sort=newest-completion"),
      searchableListings,
      buySearchOptions,
    );
    expect(ignored).toEqual([]);
    expect(results.map((listing) => listing.id)).toEqual([
      "rosewood-miami-beach",
      "mercedes-benz-brickell",
      "waldorf-astoria-miami",
      "mandarin-oriental-brickell",
      "faena-brickell",
      "aman-miami-beach",
    ]);
  });
});
