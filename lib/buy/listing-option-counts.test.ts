import { describe, expect, it } from "vitest";
import { buySearchOptions, searchableListings } from "./searchable-listings";
import type { ListingFilters } from "./listing-filters";
import { listingOptionCounts, listingResults } from "./listing-search";

const counts = (filters: Partial<ListingFilters>) =>
  listingOptionCounts(searchableListings, { amenities: [], ...filters }, buySearchOptions);
const left = (filters: Partial<ListingFilters>) =>
  listingResults(searchableListings, { amenities: [], ...filters }, buySearchOptions).length;

describe("how many listings each choice would leave", () => {
  it("counts every status and programme choice, and Any, with nothing else set", () => {
    const { stage, programme } = counts({});
    expect(stage).toEqual({ "": 17, ready: 8, "off-plan": 9 });
    expect(programme).toEqual({ "": 17, offered: 10, none: 7 });
  });

  it("counts a choice given the other filters, ignoring its own filter's current choice", () => {
    const { stage, programme, operator } = counts({ city: "brickell", stage: "off-plan" });
    // Brickell: four off-plan buildings and one ready.
    expect(stage).toEqual({ "": 5, ready: 1, "off-plan": 4 });
    expect(programme).toEqual({ "": 4, offered: 2, none: 2 });
    expect(operator["harbourline-residential-management"]).toBe(1);
    expect(operator["aman"]).toBe(0);
    expect(operator[""]).toBe(4);
  });

  it("counts a service as the listings left were it ticked too", () => {
    expect(counts({}).services["beach-club"]).toBe(3);
    const withBeachClub = counts({ services: ["beach-club"] });
    expect(withBeachClub.services["beach-club"]).toBe(3);
    expect(withBeachClub.services["kids-club"]).toBe(1);
    expect(withBeachClub.services["loyalty-status"]).toBe(0);
  });

  it("agrees with the results each choice would show, for every choice", () => {
    const filters: Partial<ListingFilters> = { programme: "offered", services: ["kids-club"], q: "miami" };
    const all = counts(filters);
    for (const [value, count] of Object.entries(all.stage)) expect(count).toBe(left({ ...filters, stage: (value || undefined) as never }));
    for (const [value, count] of Object.entries(all.operator)) {
      expect(count).toBe(left({ ...filters, operator: value || undefined }));
    }
    for (const [service, count] of Object.entries(all.services)) {
      expect(count).toBe(left({ ...filters, services: [...new Set([...(filters.services ?? []), service])] as never }));
    }
  });

  it("counts operators that would leave nothing as 0, so they can say so", () => {
    const { operator } = counts({ stage: "ready", programme: "none" });
    expect(operator["rosewood-hotels-and-resorts"]).toBe(0);
    expect(operator["coral-way-property-services"]).toBe(1);
  });
});
