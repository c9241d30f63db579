import { describe, expect, it } from "vitest";
import { requireFacts } from "@/lib/catalogue/residence-facts";
import { completionText, formatQuarter, programmeText } from "./facts-text";
import { estimateHoldingCosts } from "./holding-costs";
import { buildingSearchFactsOf, searchFactsOf } from "./search-facts";
import { factChoicesOf, withFactFilters } from "./fact-filters";

describe("searchFactsOf", () => {
  it("takes an off-plan building's quarter, programme and operator, and works out the unit's figures", () => {
    const facts = requireFacts("aman-miami-beach");
    const search = searchFactsOf(facts, 8_500_000_00, 2400);
    expect(search).toMatchObject({
      stage: "off-plan",
      completion: "2027-Q4",
      programme: "optional",
      programmeStructure: "per-unit",
      operator: "aman",
      operatorName: "Aman",
      pricePerSqftCents: 354_167,
      // From the price, rounded once: $8,500,000 x 10.7639 / 2,400 is $38,122.1458 (not 354,167 x 10.7639, $38,122.18).
      pricePerSqmCents: 3_812_215,
    });
    expect(search.monthlyHoldingCents).toBe(estimateHoldingCosts(facts.holdingCosts, 8_500_000_00, 2400).monthly.total);
    expect(search.services).toEqual(facts.services);
    expect(search.services).not.toBe(facts.services);
  });

  it("takes a ready building's year, and no structure without a programme", () => {
    expect(buildingSearchFactsOf(requireFacts("edition-west-hollywood"))).toMatchObject({
      stage: "ready",
      completion: "2020",
      programme: "none",
      programmeStructure: null,
      operator: "edition-hotels",
    });
  });
});

describe("the words of the facts on a card", () => {
  it("says the completion quarter or year", () => {
    expect(formatQuarter("2027-Q4")).toBe("Q4 2027");
    expect(formatQuarter("soon")).toBe("soon");
    expect(completionText({ stage: "off-plan", completion: "2029-Q2" })).toBe("Off-plan, completion Q2 2029");
    expect(completionText({ stage: "ready", completion: "2021" })).toBe("Ready, completed 2021");
  });

  it("says the programme and its structure", () => {
    expect(programmeText({ programme: "none", programmeStructure: null })).toBe("No rental programme");
    expect(programmeText({ programme: "mandatory", programmeStructure: "pooled" })).toBe("Mandatory rental programme (rental pool)");
    expect(programmeText({ programme: "optional", programmeStructure: "per-unit" })).toBe("Optional rental programme (per unit)");
  });
});

describe("fact filter helpers", () => {
  it("replaces a state's fact filters, leaving out the empty ones", () => {
    const state = { amenities: ["Ocean View"], stage: "ready" as const, services: ["valet" as const], city: "aspen" };
    expect(withFactFilters(state, { programme: "none", services: [] })).toEqual({
      amenities: ["Ocean View"],
      city: "aspen",
      programme: "none",
    });
  });

  it("offers only the filters asked for, from what the records hold", () => {
    const records = [
      buildingSearchFactsOf(requireFacts("edition-west-hollywood")),
      buildingSearchFactsOf(requireFacts("aman-miami-beach")),
    ].map((facts) => ({ facts }));
    expect(factChoicesOf(records, { operator: true })).toEqual({
      stages: [],
      programmes: [],
      services: [],
      operators: [
        { value: "aman", label: "Aman" },
        { value: "edition-hotels", label: "Edition Hotels" },
      ],
    });
    expect(factChoicesOf(records, { stage: true, services: true }).services).not.toContain("kids-club");
  });
});
