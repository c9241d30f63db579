import { describe, expect, it } from "vitest";
import { propertyBySlug } from "@/lib/catalogue/properties";
import { residences } from "@/lib/catalogue/residences";
import { ESTIMATE_QUERY_PARAMS, UNIT_QUERY_KEY, YIELD_QUERY_PARAMS, carriesCalculatorInputs, unitEstimateHref } from "./calculator-query";
import { ESTIMATE_QUERY_KEYS, YIELD_QUERY_KEYS } from "./calculator-params";

describe("the calculators' query parameters", () => {
  it("are the keys the parsers read, in their order", () => {
    expect(ESTIMATE_QUERY_PARAMS).toEqual(Object.values(ESTIMATE_QUERY_KEYS));
    expect(YIELD_QUERY_PARAMS).toEqual(Object.values(YIELD_QUERY_KEYS));
  });

  it("tell an address that carries an estimate or a residence from one that does not", () => {
    expect(carriesCalculatorInputs("down=25")).toBe(true);
    expect(carriesCalculatorInputs("?owner-nights=400")).toBe(true);
    expect(carriesCalculatorInputs(`${UNIT_QUERY_KEY}=aman-penthouse-12`)).toBe(true);
    expect(carriesCalculatorInputs("")).toBe(false);
    expect(carriesCalculatorInputs("utm_source=mail&listing=aman")).toBe(false);
  });
});

describe("unitEstimateHref", () => {
  it("opens the unit's building with the unit chosen, at the estimate", () => {
    expect(unitEstimateHref({ id: "aman-penthouse-12", projectId: "aman-miami-beach" })).toBe(
      "/aman-miami-beach/?unit=aman-penthouse-12#monthly-cost",
    );
  });

  it("leads every featured unit to a property page that exists", () => {
    for (const unit of residences) expect(propertyBySlug(unit.projectId), unit.id).toBeDefined();
  });
});
