import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { makeOfferHref, resolveOfferListing } from "./offer-handoff";

describe("offer hand-off", () => {
  it("round-trips every listing through the URL", () => {
    for (const listing of purchaseListings) {
      const url = new URL(makeOfferHref(listing.id), "https://site.example");
      expect(url.pathname).toBe("/make-offer/");
      expect(resolveOfferListing(url.searchParams, purchaseListings)?.id).toBe(listing.id);
    }
  });

  it("ignores a missing, unknown or hostile listing parameter", () => {
    expect(resolveOfferListing(new URLSearchParams(), purchaseListings)).toBeNull();
    expect(resolveOfferListing(new URLSearchParams("listing=nope"), purchaseListings)).toBeNull();
    expect(resolveOfferListing(new URLSearchParams("listing=%3Cscript%3Ealert(1)%3C%2Fscript%3E"), purchaseListings)).toBeNull();
  });
});
