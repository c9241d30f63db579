import { describe, expect, it } from "vitest";
import { rentSearchOptions, searchableRentals } from "./searchable-rentals";
import {
  activeRentalFilterCount,
  EMPTY_RENTAL_FILTERS,
  filterRentals,
  parseRentalQuery,
  toRentalQuery,
  type RentalFilters,
} from "./rental-filters";
import { rentalOptionCounts, searchRentals } from "./rental-search";

const ids = (filters: Partial<RentalFilters>) =>
  filterRentals(searchableRentals, { ...EMPTY_RENTAL_FILTERS, ...filters }).map((rental) => rental.id);
const parse = (query: string) => parseRentalQuery(new URLSearchParams(query), rentSearchOptions);

describe("the /rent filters by the building's facts", () => {
  it("offers the three operators and the services the buildings have, but no status or rental programme", () => {
    expect(rentSearchOptions.facts.operators.map((option) => option.label)).toEqual([
      "Four Seasons Hotels and Resorts",
      "St. Regis Hotels & Resorts",
      "The Ritz-Carlton Hotel Company",
    ]);
    expect(rentSearchOptions.facts.services).not.toContain("beach-club");
    expect(rentSearchOptions.facts.stages).toEqual([]);
    expect(rentSearchOptions.facts.programmes).toEqual([]);
  });

  it("filters by operator", () => {
    expect(ids({ operator: "st-regis-hotels-and-resorts" })).toEqual(["st-regis-aspen-ajax-chalet"]);
    expect(ids({ operator: "the-ritz-carlton-hotel-company" })).toEqual(["ritz-carlton-miami-beach-lagoon-villa"]);
  });

  it("filters by services, all of them", () => {
    expect(ids({ services: ["kids-club"] })).toEqual(["ritz-carlton-miami-beach-lagoon-villa", "st-regis-aspen-ajax-chalet"]);
    expect(ids({ services: ["kids-club", "loyalty-status"], city: "aspen" })).toEqual(["st-regis-aspen-ajax-chalet"]);
    expect(ids({ services: ["kids-club"], operator: "four-seasons-hotels-and-resorts" })).toEqual([]);
  });

  it("counts what each choice would leave", () => {
    const counts = rentalOptionCounts(searchableRentals, { amenities: ["Hot Tub"] }, rentSearchOptions);
    expect(counts.operator).toEqual({
      "": 2,
      "four-seasons-hotels-and-resorts": 1,
      "st-regis-hotels-and-resorts": 1,
      "the-ritz-carlton-hotel-company": 0,
    });
    expect(counts.services["kids-club"]).toBe(1);
    expect(counts.services.concierge).toBe(2);
  });

  it("keeps operator and services in the URL, and ignores status, programme and unknown values", () => {
    const { filters, ignored } = parse("where=aspen&service=kids-club&operator=st-regis-hotels-and-resorts");
    expect(ignored).toEqual([]);
    expect(filters).toEqual({ city: "aspen", amenities: [], services: ["kids-club"], operator: "st-regis-hotels-and-resorts" });
    expect(toRentalQuery(filters, rentSearchOptions).toString()).toBe("where=aspen&service=kids-club&operator=st-regis-hotels-and-resorts");
    expect(activeRentalFilterCount(filters)).toBe(3);
    expect(parse("status=ready&programme=offered&operator=aman&service=beach-club")).toEqual({
      filters: { amenities: [] },
      ignored: ["status", "programme", "service", "operator"],
    });
  });

  it("applies a shared link the way the page does", () => {
    const { results } = searchRentals(new URLSearchParams("service=kids-club"), searchableRentals, rentSearchOptions);
    expect(results.map((rental) => rental.id)).toEqual(["ritz-carlton-miami-beach-lagoon-villa", "st-regis-aspen-ajax-chalet"]);
  });
});
