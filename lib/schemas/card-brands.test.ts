import { describe, expect, it } from "vitest";
import { couldBeSupported, cvcHintFor, detectBrand } from "./card-brands";
import { brandOf } from "./card-number";

describe("brand detection while typing (CARD-15, CARD-16)", () => {
  it.each([
    ["4", "visa"],
    ["34", "amex"],
    ["37", "amex"],
    ["51", "mastercard"],
    ["55", "mastercard"],
    ["2221", "mastercard"],
    ["2720", "mastercard"],
    ["2721", null],
    ["3", null],
    ["6011", "discover"],
    ["644", "discover"],
    ["65", "discover"],
    ["3528", "jcb"],
    ["62", "unionpay"],
    ["36", "diners"],
    ["", null],
  ] as const)("%j is %s", (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it("knows when an accepted brand is still possible", () => {
    expect(couldBeSupported("3")).toBe(true);
    expect(couldBeSupported("35")).toBe(false);
    expect(couldBeSupported("0")).toBe(false);
    expect(couldBeSupported("2721")).toBe(false);
  });

  it("switches the security code hint for Amex and back", () => {
    expect(cvcHintFor(brandOf(""))).toBe("3 digits on back of card");
    expect(cvcHintFor(brandOf("37"))).toBe("4 digits on front of card");
    expect(cvcHintFor(brandOf("4"))).toBe("3 digits on back of card");
  });
});
