import { describe, expect, it } from "vitest";
import { brands } from "@/lib/catalogue/brands";
import { purchaseListings } from "@/lib/catalogue/listings";
import { propertyPages } from "@/lib/catalogue/properties";
import { listingDetailsHref } from "./listing-links";

describe("listingDetailsHref", () => {
  it("sends a listing with a property page to it", () => {
    expect(listingDetailsHref({ propertySlug: "aman-miami-beach", brandSlug: "aman" })).toBe("/aman-miami-beach");
  });

  it("sends Rosewood, which has no property page, to its brand page", () => {
    const rosewood = purchaseListings.find((listing) => listing.id === "rosewood-miami-beach")!;
    expect(listingDetailsHref(rosewood)).toBe("/hotels/rosewood-miami-beach");
  });

  it("points every listing at a page that is built", () => {
    const built = new Set([...propertyPages.map((page) => `/${page.slug}`), ...brands.map((brand) => `/hotels/${brand.slug}`)]);
    for (const listing of purchaseListings) expect(built).toContain(listingDetailsHref(listing));
  });
});
