import { describe, expect, it } from "vitest";
import { offerSchema, type Offer } from "./offer";
import { offerTermsSchema, type OfferCounter, type OfferTerms } from "./offer-thread";
import { errorsOf } from "./test-utils";

const terms: OfferTerms = {
  offerAmountCents: 8_400_000_00,
  depositCents: 840_000_00,
  closingDate: "2027-02-26",
  contingencies: "Inspection within 10 days.",
  additionalTerms: "",
};

/** An offer as stored before negotiation existed: no deposit, listing, counters or decision. */
const stored: Offer = {
  id: "offer-1",
  createdAt: "2026-11-21T15:30:00.000Z",
  status: "submitted",
  property: { name: "Aman Miami Beach", location: "Miami Beach, Florida", price: 8_500_000_00 },
  offerAmountCents: 8_250_000_00,
  downPaymentCents: 2_500_000_00,
  closingDate: "2027-01-29",
  financingType: "jumbo",
  contingencies: "Inspection within 10 days",
  additionalTerms: "",
  buyerName: "Julian Ashworth",
  buyerEmail: "julian@example.com",
  buyerPhone: "212 555 0186",
};

const counter = (by: OfferCounter["by"], at: string): OfferCounter => ({ by, at, terms });
const seller = counter("seller", "2026-11-22T10:00:00.000Z");
const buyer = counter("buyer", "2026-11-22T11:00:00.000Z");
const statusErrors = (offer: unknown) => errorsOf(offerSchema, offer).status;

describe("the stored offer's negotiation", () => {
  it("accepts an offer saved before negotiation existed, and one naming its listing and deposit", () => {
    expect(offerSchema.safeParse(stored).success).toBe(true);
    const withNewFields = { ...stored, depositCents: 825_000_00, property: { ...stored.property, listingId: "aman-miami-beach" } };
    expect(offerSchema.safeParse(withNewFields).success).toBe(true);
  });

  it.each<[string, Partial<Offer>]>([
    ["a seller's counter", { status: "countered", counters: [seller] }],
    ["a counter back", { status: "countered", counters: [seller, buyer] }],
    ["an acceptance by the seller", { status: "accepted", decision: { outcome: "accepted", by: "seller", at: seller.at } }],
    [
      "an acceptance of a counter by the buyer",
      { status: "accepted", counters: [seller], decision: { outcome: "accepted", by: "buyer", at: buyer.at } },
    ],
    [
      "a refusal of a counter back",
      { status: "declined", counters: [seller, buyer], decision: { outcome: "declined", by: "seller", at: buyer.at } },
    ],
    [
      "a withdrawal during the seller's turn",
      { status: "withdrawn", counters: [seller, buyer], decision: { outcome: "withdrawn", by: "buyer", at: buyer.at } },
    ],
  ])("accepts %s", (_case, change) => {
    expect(errorsOf(offerSchema, { ...stored, ...change })).toEqual({});
  });

  it.each<[string, Partial<Offer>, string]>([
    ["a counter by the buyer first", { status: "countered", counters: [buyer] }, "Counter-offers must alternate, starting with the seller"],
    [
      "two counters by one side",
      { status: "countered", counters: [seller, seller] },
      "Counter-offers must alternate, starting with the seller",
    ],
    ["counters on a submitted offer", { counters: [seller] }, "Status must be countered exactly when there are counter-offers"],
    ["a countered offer without counters", { status: "countered" }, "Status must be countered exactly when there are counter-offers"],
    ["a decision on an open offer", { decision: { outcome: "declined", by: "seller", at: seller.at } }, "An open offer has no decision"],
    ["a closed offer without a decision", { status: "accepted" }, "A closed offer needs a decision that matches its status"],
    [
      "a decision that does not match",
      { status: "accepted", decision: { outcome: "declined", by: "seller", at: seller.at } },
      "A closed offer needs a decision that matches its status",
    ],
    [
      "the buyer accepting their own offer",
      { status: "accepted", decision: { outcome: "accepted", by: "buyer", at: seller.at } },
      "Only the seller could have accepted this offer",
    ],
    [
      "the seller withdrawing",
      { status: "withdrawn", decision: { outcome: "withdrawn", by: "seller", at: seller.at } },
      "Only the buyer could have withdrawn this offer",
    ],
  ])("refuses %s", (_case, change, message) => {
    expect(statusErrors({ ...stored, ...change })).toEqual([message]);
  });

  it("refuses a status it does not know and a deposit above the offer", () => {
    expect(offerSchema.safeParse({ ...stored, status: "pending" }).success).toBe(false);
    expect(errorsOf(offerSchema, { ...stored, depositCents: 9_000_000_00 })).toEqual({
      depositCents: ["Deposit must be the same as or less than the offer amount"],
    });
  });

  it("checks each version's terms", () => {
    expect(offerTermsSchema.safeParse(terms).success).toBe(true);
    expect(errorsOf(offerTermsSchema, { ...terms, depositCents: terms.offerAmountCents + 1 })).toEqual({
      depositCents: ["Deposit must be the same as or less than the offer amount"],
    });
    expect(errorsOf(offerTermsSchema, { ...terms, additionalTerms: "x".repeat(2001) })).toEqual({
      additionalTerms: ["Additional terms must be 2,000 characters or fewer"],
    });
    expect(
      errorsOf(offerSchema, { ...stored, status: "countered", counters: [{ ...seller, terms: { ...terms, closingDate: "2027-02-30" } }] }),
    ).toEqual({
      "counters.0.terms.closingDate": ["Enter a real date, like 2026-12-01"],
    });
  });
});
