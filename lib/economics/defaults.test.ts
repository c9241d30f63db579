import { describe, expect, it } from "vitest";
import { residenceFacts } from "@/lib/catalogue/residence-facts";
import { estimateValuesSchema } from "@/lib/schemas/ownership-estimate";
import { yieldValuesSchema } from "@/lib/schemas/rental-yield";
import { ESTIMATE_DEFAULTS, YIELD_ASSUMPTIONS, yieldDefaultsFor } from "./defaults";

describe("the calculators' defaults", () => {
  it("are values the estimate's schema accepts as they are", () => {
    expect(estimateValuesSchema.parse(ESTIMATE_DEFAULTS)).toEqual(ESTIMATE_DEFAULTS);
  });

  it("give every building with a programme values the simulator's schema accepts", () => {
    const programmes = residenceFacts.flatMap((facts) => (facts.rentalProgramme.availability === "none" ? [] : [facts.rentalProgramme]));
    expect(programmes.length).toBeGreaterThan(0);
    for (const programme of programmes) {
      const defaults = yieldDefaultsFor(programme);
      expect(yieldValuesSchema.parse(defaults)).toEqual(defaults);
      expect(defaults).toMatchObject({ ...YIELD_ASSUMPTIONS, nightlyRateCents: programme.nightlyRateCents });
    }
  });
});
