import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSession } from "@/lib/auth/session-write";
import { MemoryStorage, siteTestStore } from "@/lib/store/testing";
import { acceptStoredOffer, counterStoredOffer, createContractFor, declineStoredOffer, submitOffer, withdrawStoredOffer } from "./actions";
import { acceptedContract, FACTS, madeOnClock, SELLER_TERMS, SUBMITTED_AT, submittedOffer, OFFER_FORM as form } from "./test-deals";

afterEach(() => vi.unstubAllGlobals());

/** The site's collections holding the sample offer, still open. */
const withOffer = () => siteTestStore({ offers: [submittedOffer()] }).collections;

describe("submitting an offer", () => {
  it("stores the form as a submitted offer in cents, proposing the standard deposit", async () => {
    const collections = siteTestStore().collections;
    const offer = await submitOffer(form, submittedOffer().property, collections);
    expect(offer).toMatchObject({
      status: "submitted",
      offerAmountCents: 8_250_000_00,
      depositCents: 825_000_00,
      buyerName: "Julian Ashworth",
    });
    expect(offer.ownerId).toBeUndefined();
    expect(await collections.offers.list()).toEqual([offer]);
  });

  it("belongs to the account signed in on this tab", async () => {
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    const session = {
      accountId: "acc-julian",
      role: "buyer",
      firstName: "Julian",
      lastName: "Ashworth",
      signedInAt: SUBMITTED_AT,
    } as const;
    writeSession({ ...session, email: form.buyerEmail, phone: form.buyerPhone }, { remember: false });
    const collections = siteTestStore().collections;
    const offer = await submitOffer(form, submittedOffer().property, collections);
    expect(offer.ownerId).toBe("acc-julian");
    expect((await collections.offers.get(offer.id))?.ownerId).toBe("acc-julian");
  });
});

describe("answering an offer", () => {
  it("records the seller's counter as the second version, the buyer's turn", async () => {
    const collections = withOffer();
    const countered = await counterStoredOffer("offer-aman", "seller", SELLER_TERMS, collections);
    expect(countered).toMatchObject({ status: "countered", counters: [{ by: "seller", terms: SELLER_TERMS }] });
    expect(await collections.offers.get("offer-aman")).toEqual(countered);
  });

  it("refuses a side answering its own offer, with the machine's sentence, and writes nothing", async () => {
    const collections = withOffer();
    await expect(counterStoredOffer("offer-aman", "buyer", SELLER_TERMS, collections)).rejects.toMatchObject({ kind: "conflict" });
    await expect(declineStoredOffer("offer-aman", "buyer", collections)).rejects.toMatchObject({ kind: "conflict" });
    expect(await collections.offers.get("offer-aman")).toEqual(submittedOffer());
  });

  it("records the seller's decline and the buyer's withdrawal, after which the offer is closed", async () => {
    const declined = withOffer();
    expect(await declineStoredOffer("offer-aman", "seller", declined)).toMatchObject({
      status: "declined",
      decision: { outcome: "declined" },
    });
    await expect(withdrawStoredOffer("offer-aman", declined)).rejects.toMatchObject({ kind: "conflict" });
    const withdrawn = withOffer();
    expect(await withdrawStoredOffer("offer-aman", withdrawn)).toMatchObject({ status: "withdrawn" });
    expect((await withdrawn.offers.get("offer-aman"))?.status).toBe("withdrawn");
  });
});

describe("accepting an offer", () => {
  it("accepts the version on the table and makes its contract, numbered after the contracts stored", async () => {
    const earlier = madeOnClock(() => acceptedContract({ id: "12", offerId: "offer-earlier" }));
    const collections = siteTestStore({ offers: [submittedOffer()], contracts: [earlier] }).collections;
    const contract = await acceptStoredOffer(submittedOffer(), "seller", FACTS, collections);
    expect(contract).toMatchObject({ id: "13", offerId: "offer-aman", status: "pending_signature", amountCents: 8_250_000_00 });
    expect((await collections.offers.get("offer-aman"))?.status).toBe("accepted");
    expect(await collections.contracts.get("13")).toEqual(contract);
  });

  it("makes the contract once however often it is asked (a retry, another tab)", async () => {
    const collections = withOffer();
    const first = await acceptStoredOffer(submittedOffer(), "seller", FACTS, collections);
    const accepted = await collections.offers.get("offer-aman");
    if (!accepted) throw new Error("the accepted offer is not stored");
    const again = await createContractFor(accepted, FACTS, collections);
    expect(again).toEqual(first);
    expect(await collections.contracts.list()).toHaveLength(1);
  });

  it("is refused to the side whose turn it is not, and makes no contract", async () => {
    const collections = withOffer();
    await expect(acceptStoredOffer(submittedOffer(), "buyer", FACTS, collections)).rejects.toMatchObject({ kind: "conflict" });
    expect(await collections.contracts.list()).toEqual([]);
    expect((await collections.offers.get("offer-aman"))?.status).toBe("submitted");
  });
});
