import { describe, expect, it } from "vitest";
import { searchSources } from "./site-search-sources";
import { searchSummary, suggestedSearchName, withOthers } from "./search-summary";

const buy = (query: string) => searchSummary("/buy", query, searchSources);
const rent = (query: string) => searchSummary("/rent", query, searchSources);

describe("searchSummary", () => {
  it("names every /buy filter in words, in the form's order", () => {
    expect(buy("q=ocean&hotel=aman&city=miami-beach&price=5m-10m&beds=3&amenity=private-pool&amenity=rooftop-pool")).toBe(
      "“ocean”, Aman, Miami Beach, $5M - $10M, 3+ bedrooms, Private Pool, Rooftop Pool",
    );
  });

  it("names every /rent filter in words", () => {
    expect(rent("where=aspen&checkin=2026-12-20&checkout=2026-12-27&guests=1&amenity=hot-tub")).toBe(
      "Aspen, Dec 20, 2026 to Dec 27, 2026, For 1 guest, Hot Tub",
    );
    expect(rent("checkin=2026-12-20")).toBe("From Dec 20, 2026");
    expect(rent("checkout=2026-12-27&guests=4")).toBe("Until Dec 27, 2026, For 4 guests");
  });

  it("says when nothing is filtered, and leaves out what the page would not accept", () => {
    expect(buy("")).toBe("All residences for sale");
    expect(buy("hotel=nope&beds=99&utm_source=mail")).toBe("All residences for sale");
    expect(rent("")).toBe("All residences to rent");
  });
});

describe("withOthers", () => {
  const canonical = new URLSearchParams("hotel=aman&status=ready&service=spa&service=valet");

  it("counts the filters the words do not describe yet", () => {
    expect(withOthers(["Aman"], canonical, ["hotel"], "All")).toBe("Aman and 3 more filters");
    expect(withOthers([], new URLSearchParams("status=ready"), ["hotel"], "All residences for sale")).toBe(
      "All residences for sale, with 1 filter",
    );
  });

  it("joins the parts when every filter is described", () => {
    expect(withOthers(["Aman", "Pool"], new URLSearchParams("hotel=aman"), ["hotel"], "All")).toBe("Aman, Pool");
  });
});

describe("suggestedSearchName", () => {
  it("keeps a summary that fits", () => {
    expect(suggestedSearchName("Aman, Miami Beach", 80)).toBe("Aman, Miami Beach");
  });

  it("cuts a long one at a word, within the limit", () => {
    const name = suggestedSearchName("Aman, Miami Beach, $5M - $10M, 3+ bedrooms, Private Pool, Rooftop Pool, Ocean View, Gym", 40);
    expect(name).toBe("Aman, Miami Beach, $5M - $10M, 3+…");
    expect(name.length).toBeLessThanOrEqual(40);
  });
});

describe("searchSummary of the residence-fact filters and the sort", () => {
  it("names the status, programme, operator and services, and the order", () => {
    expect(buy("status=off-plan&programme=offered&service=kids-club&sort=price-asc")).toBe(
      "Off-plan, Rental programme: Offered, Kids' club, sorted by price: low to high",
    );
    expect(rent("service=spa-pool")).toBe("Spa and pool access");
  });
});
