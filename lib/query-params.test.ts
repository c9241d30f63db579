import { describe, expect, it } from "vitest";
import { purchaseAmenities, rentalAmenities } from "@/lib/catalogue/filter-options";
import { foldText, pickMany, pickNumber, pickOne, toSlug, wasIgnored } from "./query-params";

describe("toSlug", () => {
  it("turns labels into URL-friendly slugs", () => {
    expect(toSlug("Spa & Wellness")).toBe("spa-and-wellness");
    expect(toSlug("Chef's Kitchen")).toBe("chefs-kitchen");
    expect(toSlug("High-Speed Wi-Fi")).toBe("high-speed-wi-fi");
    expect(toSlug("24-Hour Concierge")).toBe("24-hour-concierge");
    expect(toSlug("  Après-ski Bar ")).toBe("apres-ski-bar");
  });

  it("gives every amenity its own slug", () => {
    for (const list of [purchaseAmenities, rentalAmenities]) {
      expect(new Set(list.map(toSlug)).size).toBe(list.length);
    }
  });
});

describe("picking values from a query", () => {
  const params = new URLSearchParams("a=x&a=y&n=4&n=2&m=z&m=x&m=q&empty=");

  it("accepts only listed values", () => {
    expect(pickOne(params, "a", ["x", "y"])).toBe("x");
    expect(pickOne(params, "a", ["y"])).toBeUndefined();
    expect(pickOne(params, "missing", ["x"])).toBeUndefined();
    expect(pickMany(params, "m", ["q", "x", "w"])).toEqual(["q", "x"]);
    expect(pickNumber(params, "n", [2, 4])).toBe(4);
    expect(pickNumber(params, "n", [2])).toBeUndefined();
  });

  it("reports a parameter as ignored only when it had a value that was not accepted", () => {
    expect(wasIgnored(params, "a", false)).toBe(true);
    expect(wasIgnored(params, "a", true)).toBe(false);
    expect(wasIgnored(params, "empty", false)).toBe(false);
    expect(wasIgnored(params, "missing", false)).toBe(false);
  });
});

describe("foldText", () => {
  it("ignores case, accents and spacing", () => {
    expect(foldText("  Côte   D'AZUR ")).toBe("cote d'azur");
  });
});
