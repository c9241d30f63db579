import { actorName } from "@/lib/deals/contracts/terms-words";
import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signingDeadline } from "@/lib/deals/contracts/new-contract";
import { toIsoDate } from "@/lib/format";
import { contractForOffer, contractFromAcceptedOffer } from "./contract-from-offer";
import { acceptOffer, counterOffer, declineOffer, OfferTransitionError, withdrawOffer } from "./negotiation";
import { offerTimeline } from "./offer-timeline";
import { BUYER_TERMS, FACTS, SELLER_TERMS, SUBMITTED_AT, isStoredContract, later, startClock, submittedOffer } from "./test-deals";

beforeEach(startClock);
afterEach(() => vi.useRealTimers());

/** Offer, the seller's counter, the buyer's counter back, the seller's acceptance: an hour apart. */
function negotiatedThenAccepted() {
  const countered = counterOffer(submittedOffer({ ownerId: "acc-julian" }), { by: "seller", at: later(), terms: SELLER_TERMS });
  const back = counterOffer(countered, { by: "buyer", at: later(), terms: BUYER_TERMS });
  return acceptOffer(back, { by: "seller", at: later() });
}

describe("the contract made from an accepted offer", () => {
  it("is prefilled from the accepted version, the offer's buyer and the seller side's details, both signatures pending", () => {
    const offer = negotiatedThenAccepted();
    const now = new Date(later(2));
    const contract = contractFromAcceptedOffer(offer, FACTS, "7", now);
    expect(contract).toMatchObject({
      id: "7",
      ownerId: "acc-julian",
      offerId: "offer-aman",
      property: "Aman Miami Beach",
      propertyAddress: FACTS.propertyAddress,
      buyer: { name: "Julian Ashworth", email: "julian@example.com", phone: "212 555 0186" },
      seller: FACTS.seller,
      realtor: FACTS.realtor,
      status: "pending_signature",
      amountCents: 8_300_000_00,
      depositCents: 830_000_00,
      closingDate: "2027-02-26",
      contingencies: "Inspection within 10 days.",
      specialTerms: "Furniture package conveys.",
      created: toIsoDate(now),
      deadline: signingDeadline(toIsoDate(now), "2027-02-26"),
    });
    expect(contract.signatures).toEqual([
      { party: "buyer", name: "Julian Ashworth", status: "pending", date: null },
      { party: "seller", name: "Collins Dune Holdings LLC", status: "pending", date: null },
    ]);
    expect(isStoredContract(contract)).toBe(true);
  });

  it("starts its timeline with the whole thread, with dates and who acted, then its own creation", () => {
    const offer = negotiatedThenAccepted();
    const contract = contractFromAcceptedOffer(offer, FACTS, "7", new Date(later()));
    expect(timelineWords(contract.timeline)).toEqual([
      {
        date: SUBMITTED_AT,
        event: "Offer submitted",
        description: "Julian Ashworth (buyer) offered $8,250,000 with a $825,000 deposit, closing Jan 29, 2027.",
      },
      {
        date: "2026-11-21T11:00:00.000Z",
        event: "Counter-offer",
        description:
          "Collins Dune Holdings LLC (seller) countered with $8,400,000 with a $840,000 deposit, closing Feb 26, 2027: " +
          "offer amount $8,400,000 (was $8,250,000); deposit $840,000 (was $825,000); closing date Feb 26, 2027 (was Jan 29, 2027).",
      },
      {
        date: "2026-11-21T12:00:00.000Z",
        event: "Counter-offer",
        description:
          "Julian Ashworth (buyer) countered with $8,300,000 with a $830,000 deposit, closing Feb 26, 2027: " +
          'offer amount $8,300,000 (was $8,400,000); deposit $830,000 (was $840,000); additional terms now "Furniture package conveys."',
      },
      {
        date: "2026-11-21T13:00:00.000Z",
        event: "Offer accepted",
        description: "Collins Dune Holdings LLC (seller) accepted $8,300,000 with a $830,000 deposit, closing Feb 26, 2027.",
      },
      {
        date: "2026-11-21T14:00:00.000Z",
        event: "Contract created",
        description: "Prefilled on this device from the accepted offer and ready for the buyer's and the seller's signatures.",
      },
    ]);
  });

  it("takes the offer as submitted when it was accepted straight away, and leaves out an owner the offer did not have", () => {
    const offer = acceptOffer(submittedOffer(), { by: "seller", at: later() });
    const contract = contractFromAcceptedOffer(offer, FACTS, "8", new Date(later()));
    expect(contract).toMatchObject({ amountCents: 8_250_000_00, depositCents: 825_000_00, closingDate: "2027-01-29" });
    expect(contract).not.toHaveProperty("ownerId");
    expect(timelineWords(contract.timeline).map((event) => event.event)).toEqual(["Offer submitted", "Offer accepted", "Contract created"]);
  });

  it("uses the listing's area when the seller side gives no street address, and refuses when there is neither", () => {
    const offer = acceptOffer(submittedOffer(), { by: "seller", at: later() });
    expect(contractFromAcceptedOffer(offer, { ...FACTS, propertyAddress: "  " }, "9", new Date()).propertyAddress).toBe(
      "Miami Beach, Florida",
    );
    const nowhere = { ...offer, property: { ...offer.property, location: "" } };
    expect(() => contractFromAcceptedOffer(nowhere, { ...FACTS, propertyAddress: undefined }, "9", new Date())).toThrow(
      new OfferTransitionError("Enter the property's address for the contract."),
    );
  });

  it("refuses an offer that is not accepted", () => {
    for (const offer of [submittedOffer(), declineOffer(submittedOffer(), { by: "seller", at: later() })]) {
      expect(() => contractFromAcceptedOffer(offer, FACTS, "9", new Date())).toThrow("Only an accepted offer can become a contract.");
    }
  });

  it("is found again by the offer's id", () => {
    const contract = contractFromAcceptedOffer(acceptOffer(submittedOffer(), { by: "seller", at: later() }), FACTS, "9", new Date());
    expect(contractForOffer("offer-aman", [{ offerId: undefined, timeline: [] }, contract])).toBe(contract);
    expect(contractForOffer("offer-other", [contract])).toBeUndefined();
  });

  it("is never a contract added from a file, whatever offer the file names", () => {
    const contract = contractFromAcceptedOffer(acceptOffer(submittedOffer(), { by: "seller", at: later() }), FACTS, "9", new Date());
    const fromAFile = { ...contract, id: "10", timeline: [{ date: "2026-11-21", event: "Added from a PDF", description: "" }] };
    expect(contractForOffer("offer-aman", [fromAFile])).toBeUndefined();
    expect(contractForOffer("offer-aman", [fromAFile, contract])).toBe(contract);
  });
});

describe("the thread's timeline on its own", () => {
  it("ends with a refusal or a withdrawal, naming the seller only when known", () => {
    const declined = declineOffer(submittedOffer(), { by: "seller", at: later() });
    expect(timelineWords(offerTimeline(declined, { buyer: "Julian Ashworth" })).at(-1)).toEqual({
      date: "2026-11-21T11:00:00.000Z",
      event: "Offer declined",
      description: "The seller declined the offer; the negotiation ended there.",
    });
    const withdrawn = withdrawOffer(submittedOffer(), { at: later() });
    expect(timelineWords(offerTimeline(withdrawn, { buyer: "Julian Ashworth" })).at(-1)).toMatchObject({
      event: "Offer withdrawn",
      description: "Julian Ashworth (buyer) withdrew the offer; the negotiation ended there.",
    });
  });

  it("names a side by its name and role, or by its role alone", () => {
    expect(actorName("seller", " Collins Dune Holdings LLC ")).toBe("Collins Dune Holdings LLC (seller)");
    expect(actorName("seller", "")).toBe("The seller");
  });
});
