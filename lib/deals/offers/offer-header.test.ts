import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { offerHeaderText } from "./offer-header";
import { DEFAULT_OFFER_PROPERTY, offerPropertyFrom } from "./offer-record";

const aman = purchaseListings.find((listing) => listing.id === "aman-miami-beach")!;

describe("offerHeaderText", () => {
  it("formats a listing's price and facts, with sign-in coming back to its offer", () => {
    expect(offerHeaderText(offerPropertyFrom(aman), aman)).toEqual({
      name: "Aman Miami Beach",
      location: "Miami Beach, Florida",
      price: "$8,500,000",
      converted: {
        EUR: "≈ €7,310,000",
        GBP: "≈ £6,460,000",
        CHF: "≈ CHF\u00a06,800,000",
        AED: "≈ AED\u00a031,216,250",
        SGD: "≈ SGD\u00a011,050,000",
        JPY: "≈ ¥1,317,500,000",
        HKD: "≈ HK$66,130,000",
      },
      facts: ["2 beds", "3 baths"],
      area: { sqft: "2,400 sq ft", m2: "223 m²" },
      sold: false,
      loginHref: `/login/?next=${encodeURIComponent("/make-offer/?listing=aman-miami-beach")}`,
    });
  });

  it("shows the spec's defaults without a listing, and singular words for one", () => {
    expect(offerHeaderText(DEFAULT_OFFER_PROPERTY, null)).toMatchObject({
      name: "Property",
      location: "",
      price: "Contact for pricing",
      converted: {},
      facts: [],
      area: {},
      sold: false,
    });
    expect(offerHeaderText({ ...DEFAULT_OFFER_PROPERTY, beds: 1, baths: 1 }, null).facts).toEqual(["1 bed", "1 bath"]);
  });
});
