import { describe, expect, it } from "vitest";
import { offerPath, offersPath } from "./offer-paths";
import { offerVisibleAs, turnSentence, viewSide, type Viewer } from "./offer-view";
import { SELLER_TERMS, submittedOffer } from "./test-deals";

const seller: Viewer = { accountId: "acc-seller", role: "seller" };
const buyer: Viewer = { accountId: "acc-buyer", role: "buyer" };

describe("viewSide", () => {
  it("follows the side chosen in the address", () => {
    expect(viewSide("seller", null)).toBe("seller");
    expect(viewSide("buyer", seller)).toBe("buyer");
  });

  it("defaults to the seller for a signed-in seller account, else the buyer", () => {
    expect(viewSide(null, seller)).toBe("seller");
    expect(viewSide(null, buyer)).toBe("buyer");
    expect(viewSide("someone", null)).toBe("buyer");
  });
});

describe("offerVisibleAs", () => {
  const othersOffer = submittedOffer({ ownerId: "acc-other" });

  it("shows offers made signed out to everyone, and an account's own offers to it", () => {
    expect(offerVisibleAs(submittedOffer(), "buyer", null)).toBe(true);
    expect(offerVisibleAs(submittedOffer({ ownerId: "acc-buyer" }), "buyer", buyer)).toBe(true);
  });

  it("hides another account's offer from the buyer side and from a non-seller account", () => {
    expect(offerVisibleAs(othersOffer, "buyer", buyer)).toBe(false);
    expect(offerVisibleAs(othersOffer, "seller", buyer)).toBe(false);
    expect(offerVisibleAs(othersOffer, "seller", null)).toBe(false);
    expect(offerVisibleAs(othersOffer, "buyer", seller)).toBe(false);
  });

  it("lets a seller account answer another account's offer on a listing, and no other", () => {
    expect(offerVisibleAs(othersOffer, "seller", seller)).toBe(true);
    const offListing = submittedOffer({ ownerId: "acc-other", property: { name: "Property", location: "", price: "Contact for pricing" } });
    expect(offerVisibleAs(offListing, "seller", seller)).toBe(false);
  });
});

describe("offer paths", () => {
  it("encodes the id and names the side when given", () => {
    expect(offerPath("a b&c")).toBe("/offers/?id=a%20b%26c");
    expect(offerPath("x", "seller")).toBe("/offers/?id=x&as=seller");
    expect(offersPath()).toBe("/offers/");
    expect(offersPath("seller")).toBe("/offers/?as=seller");
  });
});

describe("turnSentence", () => {
  it("tells the side whose turn it is to answer", () => {
    expect(turnSentence(submittedOffer(), "seller")).toBe("Your turn: answer as the seller.");
  });

  it("tells the other side who it waits for and that the other side acts in this browser", () => {
    expect(turnSentence(submittedOffer(), "buyer")).toMatch(
      /^Waiting for the seller to answer\. In this preview the seller side answers in this browser/,
    );
    const countered = submittedOffer({
      status: "countered",
      counters: [{ by: "seller", at: "2026-11-21T09:00:00.000Z", terms: SELLER_TERMS }],
    });
    expect(turnSentence(countered, "buyer")).toBe("Your turn: answer as the buyer.");
  });

  it("tells the side waiting in a deal run between two browsers to import the other side's message", () => {
    expect(turnSentence(submittedOffer(), "buyer", true)).toBe(
      "Waiting for the seller to answer in their own browser: import their deal message when they send it to you.",
    );
    expect(turnSentence(submittedOffer(), "seller", true)).toBe("Your turn: answer as the seller.");
  });

  it("is null once the offer is closed", () => {
    expect(
      turnSentence(
        submittedOffer({ status: "withdrawn", decision: { outcome: "withdrawn", by: "buyer", at: "2026-11-21T09:00:00.000Z" } }),
        "buyer",
      ),
    ).toBeNull();
  });
});
