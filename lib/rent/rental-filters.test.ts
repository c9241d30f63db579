import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guestOptions, rentalAmenities } from "@/lib/catalogue/filter-options";
import { rentSearchOptions as rentalSearchOptions, searchableRentals as rentalListings } from "./searchable-rentals";
import { rentalLocationOptions } from "@/lib/catalogue/rentals";
import {
  activeRentalFilterCount,
  EMPTY_RENTAL_FILTERS,
  filterRentals,
  nextIsoDate,
  parseRentalQuery,
  rentalDateErrors,
  stayNights,
  toRentalQuery,
  type RentalFilters,
} from "./rental-filters";

const TODAY = "2026-11-22";
const ids = (filters: Partial<RentalFilters>) =>
  filterRentals(rentalListings, { ...EMPTY_RENTAL_FILTERS, ...filters }).map((rental) => rental.id);
const parse = (query: string) => parseRentalQuery(new URLSearchParams(query), rentalSearchOptions);

describe("filterRentals", () => {
  it("shows all three rentals when nothing is filtered, the unavailable one included", () => {
    expect(ids({})).toEqual([
      "ritz-carlton-miami-beach-lagoon-villa",
      "four-seasons-beverly-hills-canyon-residence",
      "st-regis-aspen-ajax-chalet",
    ]);
  });

  it("offers the places that have rentals", () => {
    expect(rentalLocationOptions).toEqual([
      { slug: "miami-beach", label: "Miami Beach" },
      { slug: "beverly-hills", label: "Beverly Hills" },
      { slug: "aspen", label: "Aspen" },
    ]);
  });

  it("filters by location", () => {
    expect(ids({ city: "aspen" })).toEqual(["st-regis-aspen-ajax-chalet"]);
    expect(ids({ city: "miami-beach" })).toEqual(["ritz-carlton-miami-beach-lagoon-villa"]);
  });

  it("hides a rental whose guest capacity is below the choice", () => {
    expect(ids({ guests: 6 })).toHaveLength(3); // 6, 8 and 10 guests
    expect(ids({ guests: 8 })).toEqual(["four-seasons-beverly-hills-canyon-residence", "st-regis-aspen-ajax-chalet"]);
    for (const option of guestOptions) {
      for (const rental of filterRentals(rentalListings, { amenities: [], guests: option.value })) {
        expect(rental.guests).toBeGreaterThanOrEqual(option.value);
      }
    }
  });

  it("needs every chosen amenity", () => {
    expect(ids({ amenities: ["Hot Tub"] })).toEqual(["four-seasons-beverly-hills-canyon-residence", "st-regis-aspen-ajax-chalet"]);
    expect(ids({ amenities: ["Hot Tub", "Fireplace"] })).toEqual(["st-regis-aspen-ajax-chalet"]);
    expect(ids({ amenities: ["Ocean View", "Fireplace"] })).toEqual([]);
  });

  it("combines filters, while dates never hide a rental", () => {
    expect(ids({ city: "beverly-hills", guests: 8, amenities: ["Private Pool"] })).toEqual(["four-seasons-beverly-hills-canyon-residence"]);
    expect(ids({ city: "miami-beach", guests: 8 })).toEqual([]);
    expect(ids({ checkIn: "2026-12-01", checkOut: "2026-12-05" })).toHaveLength(3);
  });
});

describe("dates", () => {
  it("accepts a stay from today onwards and counts its nights", () => {
    expect(rentalDateErrors({ checkIn: TODAY, checkOut: "2026-11-25" }, TODAY)).toEqual({});
    expect(stayNights({ checkIn: TODAY, checkOut: "2026-11-25" }, TODAY)).toBe(3);
    expect(stayNights({ checkIn: "2026-12-31", checkOut: "2027-01-02" }, TODAY)).toBe(2);
    expect(stayNights({ checkIn: "2027-03-13", checkOut: "2027-03-15" }, TODAY)).toBe(2); // across a clock change
  });

  it("needs check-out after check-in, said by the check-out field", () => {
    expect(rentalDateErrors({ checkIn: "2026-12-05", checkOut: "2026-12-05" }, TODAY)).toEqual({
      checkOut: "Check-out must be after check-in",
    });
    expect(rentalDateErrors({ checkIn: "2026-12-05", checkOut: "2026-12-01" }, TODAY)).toEqual({
      checkOut: "Check-out must be after check-in",
    });
    expect(stayNights({ checkIn: "2026-12-05", checkOut: "2026-12-01" }, TODAY)).toBeUndefined();
  });

  it("needs check-in today or later", () => {
    expect(rentalDateErrors({ checkIn: "2026-11-21" }, TODAY)).toEqual({ checkIn: "Check-in must be today or in the future" });
    expect(rentalDateErrors({ checkOut: TODAY }, TODAY)).toEqual({ checkOut: "Check-out must be after today" });
    expect(rentalDateErrors({ checkOut: "2026-11-23" }, TODAY)).toEqual({});
  });

  it("has no stay until both dates are there", () => {
    expect(stayNights({ checkIn: "2026-12-01" }, TODAY)).toBeUndefined();
    expect(stayNights({ checkOut: "2026-12-01" }, TODAY)).toBeUndefined();
  });

  it("gives the next day for a check-out minimum", () => {
    expect(nextIsoDate("2026-12-31")).toBe("2027-01-01");
    expect(nextIsoDate("2028-02-28")).toBe("2028-02-29");
    expect(nextIsoDate("not a date")).toBeUndefined();
  });
});

describe("parseRentalQuery", () => {
  it("reads every filter", () => {
    expect(parse("where=aspen&checkin=2026-12-20&checkout=2026-12-27&guests=4&amenity=hot-tub&amenity=chefs-kitchen")).toEqual({
      filters: { city: "aspen", checkIn: "2026-12-20", checkOut: "2026-12-27", guests: 4, amenities: ["Hot Tub", "Chef's Kitchen"] },
      ignored: [],
    });
  });

  it("ignores unknown and hostile values, including places without rentals and guests not offered", () => {
    for (const value of [
      "dubai",
      "3",
      "2026-02-30",
      "12/01/2026",
      "<script>alert(1)</script>",
      "javascript:alert(1)",
      "x".repeat(10_000),
    ]) {
      const { filters, ignored } = parseRentalQuery(
        new URLSearchParams({ where: value, checkin: value, checkout: value, guests: value, amenity: value }),
        rentalSearchOptions,
      );
      expect(filters).toEqual({ amenities: [] });
      expect(ignored).toEqual(["where", "checkin", "checkout", "guests", "amenity"]);
    }
  });

  it("round-trips through the URL", () => {
    const arbitrary: fc.Arbitrary<RentalFilters> = fc.record(
      {
        city: fc.constantFrom(...rentalLocationOptions.map((option) => option.slug)),
        checkIn: fc.constantFrom("2026-12-01", "2027-02-28"),
        checkOut: fc.constantFrom("2026-12-04", "2027-03-01"),
        guests: fc.constantFrom(...guestOptions.map((option) => option.value)),
        amenities: fc.subarray([...rentalAmenities]),
      },
      { requiredKeys: ["amenities"] },
    );
    fc.assert(
      fc.property(arbitrary, (filters) => {
        expect(parseRentalQuery(toRentalQuery(filters, rentalSearchOptions), rentalSearchOptions)).toEqual({ filters, ignored: [] });
      }),
    );
  });

  it("counts active filters", () => {
    expect(activeRentalFilterCount(EMPTY_RENTAL_FILTERS)).toBe(0);
    expect(activeRentalFilterCount({ city: "aspen", checkIn: "2026-12-01", guests: 2, amenities: ["Hot Tub"] })).toBe(4);
  });
});
