import { describe, expect, it } from "vitest";
import { residenceSearchOptions, searchableResidences } from "./searchable-residences";
import {
  activeResidenceFilterCount,
  parseResidenceQuery,
  residenceOptionCounts,
  residenceResults,
  searchResidences,
  toResidenceQuery,
  type ResidenceFilters,
} from "./residence-search";

const ids = (filters: ResidenceFilters) => residenceResults(searchableResidences, filters).map((residence) => residence.id);
const parse = (query: string) => parseResidenceQuery(new URLSearchParams(query), residenceSearchOptions);

describe("the /residences search", () => {
  it("offers the four buildings by name, both stages, the programme's structures and the services they have; no operator", () => {
    expect(residenceSearchOptions.buildings.map((option) => option.value)).toEqual([
      "aman-miami-beach",
      "ritz-carlton-miami-beach",
      "four-seasons-beverly-hills",
      "st-regis-aspen",
    ]);
    expect(residenceSearchOptions.buildings[0]!.label).toBe("Aman Miami Beach");
    expect(residenceSearchOptions.facts.stages).toEqual(["ready", "off-plan"]);
    expect(residenceSearchOptions.facts.programmes).toEqual(["pooled", "per-unit"]);
    expect(residenceSearchOptions.facts.operators).toEqual([]);
  });

  it("filters by building, status, programme structure and services", () => {
    expect(ids({ building: "st-regis-aspen" })).toHaveLength(4);
    expect(ids({ stage: "off-plan" })).toEqual([
      "aman-dune-residence-3a",
      "aman-garden-residence-5c",
      "aman-ocean-residence-8b",
      "aman-penthouse-12",
    ]);
    expect(ids({ stage: "ready" })).toHaveLength(12);
    expect(ids({ programme: "pooled" }).every((id) => id.startsWith("ritz-carlton") || id.startsWith("st-regis"))).toBe(true);
    expect(ids({ programme: "per-unit" })).toHaveLength(8);
    expect(ids({ services: ["kids-club"] })).toHaveLength(8);
    expect(ids({ services: ["beach-club"] })).toHaveLength(4);
    expect(ids({ services: ["beach-club", "kids-club"] })).toEqual([]);
    expect(ids({ stage: "ready", programme: "per-unit" })).toEqual([
      "four-seasons-canyon-residence-6a",
      "four-seasons-garden-residence-2c",
      "four-seasons-sky-residence-10",
      "four-seasons-penthouse-ph1",
    ]);
  });

  it("sorts the units themselves: by price, price per sq ft, holding cost and completion", () => {
    expect(ids({ sort: "price-asc" }).slice(0, 2)).toEqual(["ritz-carlton-lagoon-residence-2a", "st-regis-aspen-residence-204"]);
    expect(ids({ sort: "price-desc" })[0]).toBe("four-seasons-penthouse-ph1");
    expect(ids({ sort: "price-per-sqft" }).slice(0, 2)).toEqual(["ritz-carlton-lagoon-residence-2a", "ritz-carlton-terrace-residence-4d"]);
    expect(ids({ sort: "holding-cost" }).slice(0, 3)).toEqual([
      "st-regis-aspen-residence-204",
      "st-regis-aspen-residence-312",
      "st-regis-aspen-chalet-b",
    ]);
    // Aman is off-plan (first), then Ritz-Carlton 2021, Four Seasons 2019, St. Regis 2016.
    expect(ids({ sort: "newest-completion" }).map((id) => id.split("-")[0])).toEqual([
      ...Array(4).fill("aman"),
      ...Array(4).fill("ritz"),
      ...Array(4).fill("four"),
      ...Array(4).fill("st"),
    ]);
  });

  it("counts what each choice would leave, given the others", () => {
    const counts = residenceOptionCounts(searchableResidences, { stage: "ready" }, residenceSearchOptions);
    expect(counts.stage).toEqual({ "": 16, ready: 12, "off-plan": 4 });
    expect(counts.programme).toEqual({ "": 12, pooled: 8, "per-unit": 4 });
    expect(counts.building).toEqual({
      "": 12,
      "aman-miami-beach": 0,
      "ritz-carlton-miami-beach": 4,
      "four-seasons-beverly-hills": 4,
      "st-regis-aspen": 4,
    });
    expect(counts.services["beach-club"]).toBe(0);
    expect(counts.services["kids-club"]).toBe(8);
  });

  it("reads and writes its query, ignoring what it does not offer", () => {
    const query = "building=aman-miami-beach&status=off-plan&programme=per-unit&service=beach-club&sort=holding-cost";
    const { filters, ignored } = parse(query);
    expect(ignored).toEqual([]);
    expect(toResidenceQuery(filters).toString()).toBe(query);
    expect(parse("building=nowhere&programme=offered&operator=aman&service=helipad&sort=random")).toEqual({
      filters: {},
      ignored: ["building", "programme", "service", "operator", "sort"],
    });
    expect(activeResidenceFilterCount(filters)).toBe(4);
  });

  it("applies a shared link the way the page does", () => {
    const { results } = searchResidences(new URLSearchParams("status=ready&sort=price-desc"), searchableResidences, residenceSearchOptions);
    expect(results.map((residence) => residence.id).slice(0, 2)).toEqual(["four-seasons-penthouse-ph1", "four-seasons-sky-residence-10"]);
  });
});
