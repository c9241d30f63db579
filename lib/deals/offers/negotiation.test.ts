import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Offer } from "@/lib/schemas/offer";
import {
  acceptOffer,
  counterOffer,
  declineOffer,
  offerActionBlocker,
  OfferTransitionError,
  offerTurn,
  withdrawOffer,
  type OfferAction,
} from "./negotiation";
import { latestVersion, offerVersions } from "./offer-versions";
import { BUYER_TERMS, SELLER_TERMS, isStoredOffer, later, startClock, submittedOffer } from "./test-deals";

beforeEach(startClock);
afterEach(() => vi.useRealTimers());

const sellerCountered = () => counterOffer(submittedOffer(), { by: "seller", at: later(), terms: SELLER_TERMS });
const buyerCounteredBack = () => counterOffer(sellerCountered(), { by: "buyer", at: later(), terms: BUYER_TERMS });

describe("countering", () => {
  it("lets the seller counter the buyer's offer: a second version, the buyer's turn", () => {
    const at = later(3);
    const next = counterOffer(submittedOffer(), { by: "seller", at, terms: SELLER_TERMS });
    expect(next.status).toBe("countered");
    expect(next.counters).toEqual([{ by: "seller", at, terms: SELLER_TERMS }]);
    expect(offerTurn(next)).toBe("buyer");
    expect(latestVersion(next)).toMatchObject({ number: 2, kind: "counter", by: "seller", at });
    expect(isStoredOffer(next)).toBe(true);
  });

  it("lets the buyer counter back, and keeps every version in order with who acted and when", () => {
    const next = buyerCounteredBack();
    const versions = offerVersions(next);
    expect(versions.map((version) => [version.number, version.by, version.terms.offerAmountCents])).toEqual([
      [1, "buyer", 8_250_000_00],
      [2, "seller", 8_400_000_00],
      [3, "buyer", 8_300_000_00],
    ]);
    expect(versions.map((version) => version.at)).toEqual([...versions.map((version) => version.at)].sort());
    expect(versions[2]?.at).toBe("2026-11-21T12:00:00.000Z");
    expect(offerTurn(next)).toBe("seller");
    expect(isStoredOffer(next)).toBe(true);
  });

  it("keeps the terms' text trimmed", () => {
    const next = counterOffer(submittedOffer(), {
      by: "seller",
      at: later(),
      terms: { ...SELLER_TERMS, additionalTerms: "  Keys at closing. " },
    });
    expect(latestVersion(next).terms.additionalTerms).toBe("Keys at closing.");
  });

  it("refuses a counter identical to the latest version, even with different spacing", () => {
    const same = { ...SELLER_TERMS, contingencies: ` ${SELLER_TERMS.contingencies}  ` };
    expect(() => counterOffer(sellerCountered(), { by: "buyer", at: later(), terms: same })).toThrow(
      new OfferTransitionError(
        "This counter-offer has the same terms as the latest version: change the amount, the deposit, the closing date or the terms.",
      ),
    );
    const asSubmitted = latestVersion(submittedOffer()).terms;
    expect(() => counterOffer(submittedOffer(), { by: "seller", at: later(), terms: asSubmitted })).toThrow(/same terms/);
  });

  it.each([
    ["no amount", { offerAmountCents: 0 }, /more than \$0/],
    ["a fractional amount", { offerAmountCents: 10.5 }, /more than \$0/],
    ["a deposit above the amount", { depositCents: 9_000_000_00 }, /between \$0 and the offer amount/],
    ["a negative deposit", { depositCents: -1 }, /between \$0 and the offer amount/],
    ["a closing date that is not a real date", { closingDate: "2027-02-30" }, /real closing date/],
  ])("refuses a counter with %s", (_case, change, message) => {
    expect(() => counterOffer(submittedOffer(), { by: "seller", at: later(), terms: { ...SELLER_TERMS, ...change } })).toThrow(message);
  });
});

describe("answering", () => {
  it("lets the seller accept the offer as submitted", () => {
    const at = later();
    const next = acceptOffer(submittedOffer(), { by: "seller", at });
    expect(next).toMatchObject({ status: "accepted", decision: { outcome: "accepted", by: "seller", at } });
    expect(offerTurn(next)).toBeNull();
    expect(latestVersion(next).terms.offerAmountCents).toBe(8_250_000_00);
    expect(isStoredOffer(next)).toBe(true);
  });

  it("lets the buyer accept the seller's counter, and the seller accept the buyer's counter back", () => {
    expect(acceptOffer(sellerCountered(), { by: "buyer", at: later() }).decision?.by).toBe("buyer");
    const accepted = acceptOffer(buyerCounteredBack(), { by: "seller", at: later() });
    expect(latestVersion(accepted).terms).toEqual(BUYER_TERMS);
    expect(isStoredOffer(accepted)).toBe(true);
  });

  it("lets the side whose turn it is decline", () => {
    expect(declineOffer(submittedOffer(), { by: "seller", at: later() })).toMatchObject({ status: "declined", decision: { by: "seller" } });
    const declined = declineOffer(sellerCountered(), { by: "buyer", at: later() });
    expect(declined).toMatchObject({ status: "declined", decision: { outcome: "declined", by: "buyer" } });
    expect(isStoredOffer(declined)).toBe(true);
  });

  it.each([
    ["submitted", submittedOffer],
    ["countered by the seller", sellerCountered],
    ["countered back by the buyer", buyerCounteredBack],
  ])("lets the buyer withdraw an offer %s", (_case, make) => {
    const at = later();
    const next = withdrawOffer(make(), { at });
    expect(next).toMatchObject({ status: "withdrawn", decision: { outcome: "withdrawn", by: "buyer", at } });
    expect(isStoredOffer(next)).toBe(true);
  });
});

describe("refusals", () => {
  it("refuses the buyer answering their own offer", () => {
    const message = "The buyer made the latest offer, so it is the seller's turn to answer it.";
    expect(() => acceptOffer(submittedOffer(), { by: "buyer", at: later() })).toThrow(new OfferTransitionError(message));
    expect(() => counterOffer(submittedOffer(), { by: "buyer", at: later(), terms: BUYER_TERMS })).toThrow(message);
    expect(() => declineOffer(submittedOffer(), { by: "buyer", at: later() })).toThrow(message);
  });

  it("refuses a side responding to its own counter-offer", () => {
    const message = "The seller made the latest counter-offer, so it is the buyer's turn to answer it.";
    expect(() => acceptOffer(sellerCountered(), { by: "seller", at: later() })).toThrow(message);
    expect(() => counterOffer(sellerCountered(), { by: "seller", at: later(), terms: BUYER_TERMS })).toThrow(message);
    expect(() => acceptOffer(buyerCounteredBack(), { by: "buyer", at: later() })).toThrow(/buyer made the latest counter-offer/);
  });

  it("refuses the seller withdrawing: a seller declines instead", () => {
    expect(offerActionBlocker(submittedOffer(), "withdraw", "seller")).toBe(
      "Only the buyer can withdraw an offer; the seller declines it instead.",
    );
  });

  const closed: [string, () => Offer, RegExp][] = [
    ["accepted", () => acceptOffer(sellerCountered(), { by: "buyer", at: later() }), /has been accepted, so it can no longer be changed/],
    ["declined", () => declineOffer(submittedOffer(), { by: "seller", at: later() }), /has been declined/],
    ["withdrawn", () => withdrawOffer(submittedOffer(), { at: later() }), /The buyer withdrew this offer/],
  ];

  it.each(closed)("refuses every action on an offer that was %s", (_status, make, message) => {
    const offer = make();
    const actions: OfferAction[] = ["counter", "accept", "decline", "withdraw"];
    for (const action of actions)
      for (const side of ["buyer", "seller"] as const) expect(offerActionBlocker(offer, action, side)).toMatch(message);
    expect(() => acceptOffer(offer, { by: "seller", at: later() })).toThrow(OfferTransitionError);
    expect(() => acceptOffer(offer, { by: "buyer", at: later() })).toThrow(message);
    expect(() => counterOffer(offer, { by: "buyer", at: later(), terms: BUYER_TERMS })).toThrow(message);
    expect(() => declineOffer(offer, { by: "buyer", at: later() })).toThrow(message);
    expect(() => withdrawOffer(offer, { at: later() })).toThrow(message);
  });

  it("gives no blocker to the side whose turn it is, and lets the buyer withdraw at any open moment", () => {
    expect(offerActionBlocker(submittedOffer(), "accept", "seller")).toBeNull();
    expect(offerActionBlocker(sellerCountered(), "counter", "buyer")).toBeNull();
    expect(offerActionBlocker(sellerCountered(), "withdraw", "buyer")).toBeNull();
    expect(offerActionBlocker(buyerCounteredBack(), "withdraw", "buyer")).toBeNull();
  });

  it("does not change the offer it was given", () => {
    const offer = sellerCountered();
    const before = structuredClone(offer);
    counterOffer(offer, { by: "buyer", at: later(), terms: BUYER_TERMS });
    acceptOffer(offer, { by: "buyer", at: later() });
    withdrawOffer(offer, { at: later() });
    expect(offer).toEqual(before);
  });
});
