import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { offerSchema, type OfferForm } from "@/lib/schemas/offer";
import { DEFAULT_OFFER_PROPERTY, buildOffer, offerAmountNotes, offerPropertyFrom } from "./offer-record";
import { OFFER_FORM } from "./test-deals";

const form: OfferForm = { ...OFFER_FORM, downPayment: "2,500,000" };

describe("offerPropertyFrom", () => {
  it("takes name, location, price, beds, baths, sqft and the listing's id from the listing", () => {
    const aman = purchaseListings.find((listing) => listing.id === "aman-miami-beach") ?? null;
    expect(offerPropertyFrom(aman)).toEqual({
      name: "Aman Miami Beach",
      location: "Miami Beach, Florida",
      price: 8_500_000_00,
      beds: 2,
      baths: 3,
      sqft: 2400,
      listingId: "aman-miami-beach",
    });
  });

  it("falls back to 'Property' and 'Contact for pricing'", () => {
    expect(offerPropertyFrom(null)).toEqual({ name: "Property", location: "", price: "Contact for pricing" });
  });
});

describe("offerAmountNotes", () => {
  it("flags verification above $1M and concierge above $4M", () => {
    expect(offerAmountNotes("$1,000,000")).toEqual({ verification: false, concierge: false });
    expect(offerAmountNotes("1000001")).toEqual({ verification: true, concierge: false });
    expect(offerAmountNotes("$4,000,000")).toEqual({ verification: true, concierge: false });
    expect(offerAmountNotes("$4,000,001")).toEqual({ verification: true, concierge: true });
    expect(offerAmountNotes("$1,000,000.01")).toEqual({ verification: true, concierge: false });
    expect(offerAmountNotes("lots")).toEqual({ verification: false, concierge: false });
  });
});

describe("buildOffer", () => {
  it("stores amounts in integer cents and passes the stored offer schema", () => {
    const offer = buildOffer(form, DEFAULT_OFFER_PROPERTY, { id: "o-1", now: new Date("2026-11-22T10:00:00Z") });
    expect(offer).toMatchObject({
      id: "o-1",
      createdAt: "2026-11-22T10:00:00.000Z",
      status: "submitted",
      offerAmountCents: 8_250_000_00,
      downPaymentCents: 2_500_000_00,
      depositCents: 825_000_00,
      property: DEFAULT_OFFER_PROPERTY,
    });
    expect(offerSchema.safeParse(offer).success).toBe(true);
  });

  it("keeps the cents that were typed", () => {
    const offer = buildOffer({ ...form, offerAmount: "$8,250,000.50", downPayment: "0.99" }, DEFAULT_OFFER_PROPERTY, {
      id: "o-2",
      now: new Date("2026-11-22T10:00:00Z"),
    });
    expect(offer).toMatchObject({ offerAmountCents: 8_250_000_50, downPaymentCents: 99, depositCents: 825_000_05 });
  });

  it("proposes the deposit the buyer typed: a percentage of the offer, or an amount", () => {
    const meta = { id: "o-3", now: new Date("2026-11-22T10:00:00Z") };
    expect(buildOffer({ ...form, deposit: "5%" }, DEFAULT_OFFER_PROPERTY, meta).depositCents).toBe(412_500_00);
    expect(buildOffer({ ...form, deposit: "$300,000" }, DEFAULT_OFFER_PROPERTY, meta).depositCents).toBe(300_000_00);
  });

  it("refuses a form that was not validated", () => {
    expect(() => buildOffer({ ...form, offerAmount: "lots" }, DEFAULT_OFFER_PROPERTY, { id: "o", now: new Date() })).toThrow(TypeError);
  });
});
