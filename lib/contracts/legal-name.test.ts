import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesLegalName } from "./legal-name";

describe("typed legal names (SIG-02)", () => {
  it("match under Unicode form, case and whitespace runs", () => {
    expect(matchesLegalName("José  Núñez", "jose\u0301 nu\u0301n\u0303ez")).toBe(true);
    expect(matchesLegalName("  eleanor   WHITFIELD ", "Eleanor Whitfield")).toBe(true);
    expect(matchesLegalName("", "Eleanor Whitfield")).toBe(false);
    expect(matchesLegalName("Eleanor Whitfeld", "Eleanor Whitfield")).toBe(false);
  });

  it("never match when one letter differs (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2,12} [A-Za-z]{2,12}$/), fc.nat(), (name, seed) => {
        const letters = [...name];
        const index = [...letters.keys()].filter((i) => letters[i] !== " ")[seed % (letters.length - 1)] ?? 0;
        const original = letters[index] ?? "a";
        letters[index] = original.toLowerCase() === "z" ? "a" : String.fromCharCode(original.toLowerCase().charCodeAt(0) + 1);
        expect(matchesLegalName(letters.join(""), name)).toBe(false);
        expect(matchesLegalName(name.toUpperCase(), name)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
