import { describe, expect, it } from "vitest";
import { element } from "@/lib/html/markup";
import { copiesMarkup } from "./copies-markup";

describe("copiesMarkup", () => {
  it("writes one marked span per value, in order, with what write gives, escaped", () => {
    expect(copiesMarkup("area", ["sqft", "m2"], (unit) => [`<${unit}>`])).toBe(
      '<span data-in-area="sqft">&lt;sqft&gt;</span><span data-in-area="m2">&lt;m2&gt;</span>',
    );
  });

  it("keeps markup made by element as it is, and styles each copy with the class given", () => {
    expect(copiesMarkup("currency", ["EUR"], () => ["≈ €1", element("b", {}, ["!"])], 'a"b')).toBe(
      '<span data-in-currency="EUR" class="a&quot;b">≈ €1<b>!</b></span>',
    );
  });
});
