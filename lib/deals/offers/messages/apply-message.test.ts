import { describe, expect, it } from "vitest";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { dealMessageSchema, type DealMessage } from "@/lib/schemas/deal-message";
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from "../negotiation";
import { contractFromAcceptedOffer } from "../contract-from-offer";
import { BUYER_TERMS, FACTS, SELLER_TERMS, submittedOffer } from "../test-deals";
import { messageDigest } from "./canonical";
import { signDealMessage } from "./sign-message";
import { browsers, receive, send, type Browser } from "./testing";

/** The buyer's offer as the seller's browser keeps it from the message (no owner yet: the import stamps it). */
function receivedOffer() {
  const offer = submittedOffer();
  delete offer.ownerId;
  return offer;
}

async function opened(): Promise<{ buyer: Browser; seller: Browser; offer: DealMessage }> {
  const sides = await browsers();
  sides.buyer.offer = submittedOffer();
  const offer = await send(sides.buyer);
  expect(await receive(sides.seller, offer)).toMatchObject({ ok: true });
  return { ...sides, offer };
}

async function countered() {
  const sides = await opened();
  sides.seller.offer = counterOffer(sides.seller.offer!, { by: "seller", at: "2026-11-21T10:00:00.000Z", terms: SELLER_TERMS });
  const counter = await send(sides.seller);
  return { ...sides, counter };
}

/** A message re-signed by `key` after `change`: its signature checks, so only the thread's own checks can refuse it. */
async function resigned(message: DealMessage, change: Partial<DealMessage>, key: Parameters<typeof signDealMessage>[1]) {
  const draft: Partial<DealMessage> = { ...message, ...change };
  delete draft.signature;
  delete draft.publicKey;
  return signDealMessage(draft as Parameters<typeof signDealMessage>[0], key);
}

describe("a deal message", () => {
  it("opens the same offer in the other browser, as the seller's record of it", async () => {
    const { seller, offer } = await opened();
    expect(offer).toMatchObject({ version: 1, previous: null, kind: "offer", by: "buyer", name: "Julian Ashworth" });
    expect(dealMessageSchema.safeParse(offer).success).toBe(true);
    expect(seller.offer).toEqual(receivedOffer());
    expect(seller.messages).toEqual([offer]);
  });

  it("names the previous version's digest, so each counter chains to the one before", async () => {
    const { buyer, counter, offer } = await countered();
    expect(counter).toMatchObject({ version: 2, kind: "counter", by: "seller", terms: SELLER_TERMS });
    expect(counter.previous).toBe(await messageDigest(offer));
    expect(await receive(buyer, counter)).toMatchObject({ ok: true });
    expect(buyer.offer).toMatchObject({ status: "countered", counters: [{ by: "seller", terms: SELLER_TERMS }] });
  });

  it("refuses a replayed message, saying so, and the thread is unchanged", async () => {
    const { buyer, counter } = await countered();
    await receive(buyer, counter);
    const before = structuredClone(buyer);
    expect(await receive(buyer, counter)).toMatchObject({ ok: false, refusal: "replayed" });
    expect(buyer).toEqual(before);
  });

  it("refuses an out-of-order message (a gap) until the versions before it arrive", async () => {
    const { buyer, seller, counter } = await countered();
    // A browser that never received versions 1 and 2 refuses version 3.
    await receive(buyer, counter);
    buyer.offer = counterOffer(buyer.offer!, { by: "buyer", at: "2026-11-22T10:00:00.000Z", terms: BUYER_TERMS });
    const third = await send(buyer);
    const fresh = (await browsers()).seller;
    const refused = await receive(fresh, third);
    expect(refused).toMatchObject({ ok: false, refusal: "out-of-order" });
    expect(fresh.offer).toBeNull();
    expect(await receive(seller, third)).toMatchObject({ ok: true });
  });

  it("refuses a fork: a message naming a previous digest other than the one held", async () => {
    const { buyer, counter } = await countered();
    const forged = await resigned(counter, { previous: "0".repeat(64) }, (await browsers()).seller.key);
    const refused = await receive(buyer, forged);
    expect(refused).toMatchObject({ ok: false, refusal: "forked" });
    expect(buyer.offer?.status).toBe("submitted");
  });

  it("is refused by its schema when its kind and its parts do not match (an acceptance as version 1, an offer from the seller)", async () => {
    const { offer, seller } = await opened();
    const early = await resigned(offer, { kind: "accept", by: "seller" }, seller.key);
    expect(dealMessageSchema.safeParse(early).success).toBe(false);
    const sellerOffer = await resigned(offer, { by: "seller" }, seller.key);
    expect(dealMessageSchema.safeParse(sellerOffer).success).toBe(false);
  });

  it("refuses a message whose signature does not check over what it says (tampered)", async () => {
    const { buyer, counter } = await countered();
    const tampered = { ...counter, terms: { ...SELLER_TERMS, offerAmountCents: 1_00 } };
    expect(await receive(buyer, tampered)).toMatchObject({ ok: false, refusal: "invalid" });
    expect(buyer.offer?.status).toBe("submitted");
  });

  it("refuses a side's message signed with a key other than the one that signed its earlier messages", async () => {
    const { buyer, seller, counter } = await countered();
    await receive(buyer, counter);
    buyer.offer = counterOffer(buyer.offer!, { by: "buyer", at: "2026-11-22T10:00:00.000Z", terms: BUYER_TERMS });
    const third = await send(buyer);
    const otherKey = await generateSigningKey("impostor");
    const impostor = await resigned(third, {}, otherKey);
    expect(await receive(seller, impostor)).toMatchObject({ ok: false, refusal: "other-key" });
    expect(await receive(seller, third)).toMatchObject({ ok: true });
  });

  it("refuses a message from the side this browser plays", async () => {
    const { seller, counter } = await countered();
    const fresh = (await browsers()).seller;
    fresh.offer = receivedOffer();
    fresh.messages = seller.messages.slice(0, 1);
    expect(await receive(fresh, counter)).toMatchObject({ ok: false, refusal: "own-side" });
  });

  it("refuses a stated time in the future or before the offer was made", async () => {
    const { buyer, counter } = await countered();
    expect(await receive(buyer, counter, new Date("2026-11-21T09:00:00.000Z"))).toMatchObject({ ok: false, refusal: "bad-time" });
  });

  it("refuses every message once the thread is closed, and accepts a withdrawal or a decline while open", async () => {
    const { buyer, seller, counter } = await countered();
    await receive(buyer, counter);
    buyer.offer = withdrawOffer(buyer.offer!, { at: "2026-11-22T10:00:00.000Z" });
    const withdrawal = await send(buyer);
    expect(withdrawal).toMatchObject({ version: 3, kind: "withdraw", by: "buyer" });
    expect(await receive(seller, withdrawal)).toMatchObject({ ok: true });
    expect(seller.offer?.status).toBe("withdrawn");
    const late = await resigned(withdrawal, { version: 4, previous: await messageDigest(withdrawal), kind: "decline" }, buyer.key);
    expect(await receive(seller, late)).toMatchObject({ ok: false, refusal: "closed" });

    const declined = await countered();
    await receive(declined.buyer, declined.counter);
    declined.buyer.offer = declineOffer(declined.buyer.offer!, { by: "buyer", at: "2026-11-22T10:00:00.000Z" });
    expect(await receive(declined.seller, await send(declined.buyer))).toMatchObject({ ok: true });
    expect(declined.seller.offer?.status).toBe("declined");
  });

  it("refuses a counter out of turn, with the negotiation's sentence", async () => {
    const { buyer, seller, counter } = await countered();
    await receive(buyer, counter);
    // A second counter from the seller, signed and chained correctly, is still the buyer's turn.
    const again = await resigned(
      counter,
      { version: 3, previous: await messageDigest(counter), terms: { ...SELLER_TERMS, offerAmountCents: 8_450_000_00 } },
      seller.key,
    );
    const refused = await receive(buyer, again);
    expect(refused).toMatchObject({ ok: false, refusal: "wrong-turn" });
    expect(refused.ok ? "" : refused.reason).toMatch(/buyer's turn/);
    expect(buyer.offer?.counters).toHaveLength(1);
  });

  it("carries an acceptance with the contract's facts to the other side", async () => {
    const { buyer, seller, counter } = await countered();
    await receive(buyer, counter);
    buyer.offer = acceptOffer(buyer.offer!, { by: "buyer", at: "2026-11-22T10:00:00.000Z" });
    const contract = contractFromAcceptedOffer(buyer.offer, FACTS, "12", new Date("2026-11-22T10:00:00.000Z"));
    const accept = await send(buyer, contract);
    expect(accept).toMatchObject({ version: 3, kind: "accept", contract: { contractId: "12", seller: contract.seller } });
    const applied = await receive(seller, accept);
    expect(applied).toMatchObject({ ok: true, contract: { contractId: "12", propertyAddress: contract.propertyAddress } });
    expect(seller.offer?.status).toBe("accepted");
  });

  it("is refused for export when the latest version is the other side's", async () => {
    const { seller } = await opened();
    await expect(send(seller)).rejects.toThrow(/nothing of yours to send/);
  });

  it("is refused for export when a version was made here as the other side (one browser playing both)", async () => {
    const { buyer } = await opened();
    buyer.offer = counterOffer(buyer.offer!, { by: "seller", at: "2026-11-21T10:00:00.000Z", terms: SELLER_TERMS });
    await expect(send(buyer)).rejects.toThrow(/demonstration/);
  });
});
