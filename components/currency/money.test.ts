import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { Area, AreaRange } from "./area";
import { IndicativeMoney } from "./indicative-money";
import { Money } from "./money";

/** The text of each [data-in-…] variant of some markup, by its value. */
function variants(markup: string, attribute: string): Record<string, string> {
  // The copies sit in FigureCopies' one wrapping span.
  const html = markup.replace(/^<span>(.*)<\/span>$/s, "$1");
  const found: Record<string, string> = {};
  const pattern = new RegExp(`<span ${attribute}="([^"]+)"[^>]*>(.*?)</span>(?=<span ${attribute}=|$)`, "g");
  for (const match of html.matchAll(pattern)) found[match[1]!] = match[2]!.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " ");
  return found;
}

describe("Money", () => {
  it("renders the amount once per currency: its own exactly, the others converted with the original beside", () => {
    const shown = variants(renderToStaticMarkup(createElement(Money, { amount: 8_500_000_00 })), "data-in-currency");
    expect(Object.keys(shown)).toEqual([...CURRENCY_CODES]);
    expect(shown.USD).toBe("$8,500,000");
    expect(shown.EUR).toBe("≈ €7,310,000converted from USD 8,500,000");
    expect(shown.JPY).toBe("≈ ¥1,317,500,000converted from USD 8,500,000");
  });

  it("keeps the original in brackets inside a sentence, and works for a listing in another currency", () => {
    const shown = variants(
      renderToStaticMarkup(createElement(Money, { amount: 31_216_250_00, currency: "AED", original: "inline" })),
      "data-in-currency",
    );
    expect(shown.AED).toBe("AED 31,216,250");
    expect(shown.USD).toBe("≈ $8,500,000 (converted from AED 31,216,250)");
  });

  it("writes totals in millions", () => {
    const shown = variants(renderToStaticMarkup(createElement(Money, { amount: 2_230_000_00, scale: "millions" })), "data-in-currency");
    expect(shown.USD).toBe("$2.23M");
    expect(shown.EUR).toBe("≈ €1.92Mconverted from USD 2.23M");
  });
});

describe("IndicativeMoney", () => {
  it("says what an amount charged in its own currency comes to in every other, and nothing in its own", () => {
    const shown = variants(renderToStaticMarkup(createElement(IndicativeMoney, { amount: 85_000_00 })), "data-in-currency");
    expect(Object.keys(shown)).toEqual(CURRENCY_CODES.filter((code) => code !== "USD"));
    expect(shown.EUR).toBe("≈ €73,100 at the indicative rates of 2025-11-20; charged in USD.");
  });
});

describe("Area", () => {
  it("renders an area and a range in square feet and in square metres", () => {
    expect(variants(renderToStaticMarkup(createElement(Area, { sqft: 2400 })), "data-in-area")).toEqual({
      sqft: "2,400 sq ft",
      m2: "223 m²",
    });
    expect(variants(renderToStaticMarkup(createElement(AreaRange, { range: { min: 2400, max: 4200 } })), "data-in-area")).toEqual({
      sqft: "2,400–4,200 sq ft",
      m2: "223–390 m²",
    });
  });
});

describe("the CSS that shows one variant", () => {
  const css = readFileSync(new URL("../../app/globals.css", import.meta.url), "utf8");

  it("has a rule showing each currency's figures when <html> is marked with it", () => {
    for (const code of CURRENCY_CODES) expect(css, code).toContain(`html[data-currency="${code}"] [data-in-currency="${code}"]`);
    expect(css).toContain('html:not([data-currency]) [data-in-currency="USD"]');
  });

  it("shows square metres only when <html> is marked with them", () => {
    expect(css).toContain('html[data-area="m2"] [data-in-area="sqft"]');
    expect(css).toContain('html[data-area="m2"] [data-in-area="m2"]');
  });
});
