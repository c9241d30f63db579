import { describe, expect, it } from "vitest";
import { residencesToEstimate } from "@/lib/economics/view-models";
import { chosenResidenceProperty } from "./chosen-residence";
import type { CrossBorderProperty } from "./types";

const property: CrossBorderProperty = { city: "miami", priceMinor: 850_000_000, currency: "USD", offPlan: true, closingCostsBps: 75 };
const choices = residencesToEstimate({ priceCents: 850_000_000, sqft: 2400 }, [
  { id: "aman-3a", unit: "Residence 3A", priceCents: 890_000_000, sqft: 2600 },
]);

describe("the residence the cross-border sheet costs on a property page", () => {
  it("is the unit the address names, at its price and in its words", () => {
    expect(chosenResidenceProperty(property, choices, "aman-3a")).toEqual({
      property: { ...property, priceMinor: 890_000_000 },
      priceNote: "the price of Residence 3A",
    });
  });

  it("is the starting residence when the address names no unit or one not of the building", () => {
    for (const unit of [null, "", "someone-elses-unit"]) {
      expect(chosenResidenceProperty(property, choices, unit)).toEqual({ property, priceNote: "the starting price" });
    }
  });
});
