import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { OFFER_FACT_SLOTS } from "@/lib/deals/offers/offer-header";
import type { CurrencyCode } from "@/lib/schemas/display-preferences";
import { offerHeaderFillScript } from "./offer-header-fill-script";

/** Just enough of a document for the fill script: slots by name, elements that keep what is written. */
function fakePage(search: string) {
  type El = { textContent: string; hidden: boolean; href: string };
  const element = (): El => ({ textContent: "", hidden: false, href: "" });
  const slots = {
    name: [element()],
    location: [element()],
    price: [element()],
    sold: [element()],
    facts: [element()],
    fact: Array.from({ length: OFFER_FACT_SLOTS }, element),
    area: [element()],
    "area-sqft": [element()],
    "area-m2": [element()],
    ...(Object.fromEntries(CURRENCY_CODES.map((code) => [`price-${code}`, [element()]])) as Record<`price-${CurrencyCode}`, El[]>),
    login: [element(), element()],
  } satisfies Record<string, El[]>;
  const globals = {
    location: { search },
    document: {
      querySelectorAll: (selector: string) => (slots as Record<string, El[]>)[/data-offer-slot="([^"]+)"/.exec(selector)?.[1] ?? ""] ?? [],
    },
  };
  runInNewContext(offerHeaderFillScript(purchaseListings), { ...globals, URLSearchParams });
  return slots;
}

describe("offerHeaderFillScript", () => {
  it("writes a known listing's texts into the header as text", () => {
    const slots = fakePage("?listing=aman-miami-beach");
    expect(slots.name[0]!.textContent).toBe("Aman Miami Beach");
    expect(slots.location[0]).toMatchObject({ textContent: "Miami Beach, Florida", hidden: false });
    expect(slots.price[0]!.textContent).toBe("$8,500,000");
    expect(slots.sold[0]!.hidden).toBe(true);
    expect(slots.facts[0]!.hidden).toBe(false);
    expect(slots.fact.map((item) => [item.textContent, item.hidden])).toEqual([
      ["2 beds", false],
      ["3 baths", false],
    ]);
    expect(slots.area[0]!.hidden).toBe(false);
    expect([slots["area-sqft"][0]!.textContent, slots["area-m2"][0]!.textContent]).toEqual(["2,400 sq ft", "223 m²"]);
    expect([slots["price-EUR"][0]!.textContent, slots["price-JPY"][0]!.textContent]).toEqual(["≈ €7,310,000", "≈ ¥1,317,500,000"]);
    expect(slots.login.map((link) => link.href)).toEqual(
      Array(2).fill(`/login/?next=${encodeURIComponent("/make-offer/?listing=aman-miami-beach")}`),
    );
  });

  it("shows the Sold mark of a sold listing", () => {
    expect(fakePage("?listing=one-thousand-museum").sold[0]!.hidden).toBe(false);
  });

  it("leaves the defaults for a missing, unknown or inherited key", () => {
    for (const search of ["", "?listing=", "?listing=nope", "?listing=__proto__", "?listing=constructor", "?listing=%3Cscript%3E"]) {
      const slots = fakePage(search);
      expect(slots.name[0]!.textContent, search).toBe("");
      expect(slots.login[0]!.href, search).toBe("");
    }
  });

  it("cannot be closed early by the data it carries", () => {
    expect(offerHeaderFillScript(purchaseListings)).not.toMatch(/<\/script/i);
  });
});
