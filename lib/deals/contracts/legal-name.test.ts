import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tidyCapacity, tidySignatureText } from "./legal-name";

describe("typed legal names and capacities", () => {
  it("are kept in one form: NFC, single spaces, trimmed; letter case and the letters themselves are kept", () => {
    expect(tidySignatureText("  Jose\u0301   Núñez\t")).toBe("José Núñez");
    expect(tidySignatureText("eleanor WHITFIELD")).toBe("eleanor WHITFIELD");
    expect(tidyCapacity("  Director,\n for Collins Dune Holdings LLC ")).toBe("Director, for Collins Dune Holdings LLC");
  });

  it("an empty or blank capacity is no capacity", () => {
    expect(tidyCapacity(undefined)).toBeUndefined();
    expect(tidyCapacity(" \n ")).toBeUndefined();
  });

  it("tidying twice changes nothing more (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = tidySignatureText(text);
        expect(tidySignatureText(once)).toBe(once);
        expect(once).not.toMatch(/^\s|\s$|\s\s/u);
      }),
      { numRuns: 300 },
    );
  });
});
