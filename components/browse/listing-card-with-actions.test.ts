import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { ListingCardWithActions } from "./listing-card-with-actions";

const extra = createElement("button", { type: "button" }, "Pay by card");
const render = (sold: boolean) => {
  const listing = purchaseListings.find((item) => (item.sold === true) === sold);
  if (!listing) throw new Error(`no ${sold ? "sold" : "for-sale"} sample listing`);
  return { listing, html: renderToStaticMarkup(createElement(ListingCardWithActions, { listing, actions: extra })) };
};

describe("ListingCardWithActions", () => {
  it("offers, details, compare and the extra actions for a listing for sale, with the heart on the picture", () => {
    const { listing, html } = render(false);
    expect(html).toContain(`aria-label="Make Offer: ${listing.name}"`);
    expect(html).toContain(`aria-label="Details: ${listing.name}"`);
    expect(html).toContain(">Compare<");
    expect(html).toContain("Pay by card");
    expect(html).toContain(`Save ${listing.name} to your shortlist`);
  });

  it("keeps Details and Compare for a sold listing but closes offers and drops the extra actions", () => {
    const { listing, html } = render(true);
    expect(html).toContain("This residence has sold; offers are closed.");
    expect(html).not.toContain("Make Offer");
    expect(html).not.toContain("Pay by card");
    expect(html).toContain(`aria-label="Details: ${listing.name}"`);
    expect(html).toContain(">Compare<");
  });
});
