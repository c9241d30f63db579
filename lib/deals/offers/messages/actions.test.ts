import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import { siteTestStore } from "@/lib/store/testing";
import { acceptStoredOffer, counterStoredOffer, submitOffer } from "../actions";
import { acceptedContract, FACTS, madeOnClock, OFFER_FORM, SELLER_TERMS, submittedOffer } from "../test-deals";
import { checkDealMessage, exportDealMessage, importDealMessage } from "./actions";
import { messageLink } from "./message-text";

const BUYER = "acct-buyer";
const SELLER = "acct-seller";

async function exported(offerId: string, store: ReturnType<typeof siteTestStore>["collections"]) {
  const result = await exportDealMessage(offerId, store);
  if (!result.ok) throw new Error(result.reason);
  return messageLink(result.message, "https://aurum.example");
}

async function snapshot(store: ReturnType<typeof siteTestStore>["collections"]) {
  return { offers: await store.offers.list(), threads: await store.dealThreads.list(), contracts: await store.contracts.list() };
}

describe("a deal run between two browsers", () => {
  it("offers, counters and accepts across two stores, each side with its own key, and both make a contract with one terms digest", async () => {
    const a = siteTestStore().collections;
    // B already keeps a contract numbered 1, so the one it makes from the acceptance is kept under another number.
    const b = siteTestStore({ contracts: [madeOnClock(() => acceptedContract({ id: "1", ownerId: SELLER }))] }).collections;

    signInForTest(BUYER);
    const { property } = submittedOffer();
    const offer = await submitOffer(OFFER_FORM, property, a);
    const opening = await exported(offer.id, a);

    signInForTest(SELLER);
    const checked = await checkDealMessage(opening, b);
    expect(checked).toMatchObject({ ok: true, signer: { kind: "unknown" }, message: { kind: "offer", by: "buyer" } });
    expect(await importDealMessage(opening, b)).toMatchObject({ ok: true, offer: { id: offer.id, ownerId: SELLER, status: "submitted" } });
    const beforeReplay = await snapshot(b);
    expect(await importDealMessage(opening, b)).toMatchObject({ ok: false, reason: expect.stringMatching(/already here/) });
    expect(await snapshot(b)).toEqual(beforeReplay);
    await counterStoredOffer(offer.id, "seller", SELLER_TERMS, b);
    const counter = await exported(offer.id, b);

    signInForTest(BUYER);
    expect(await importDealMessage(counter, a)).toMatchObject({ ok: true, offer: { status: "countered" } });
    const contractA = await acceptStoredOffer((await a.offers.get(offer.id))!, "buyer", FACTS, a);
    const accept = await exported(offer.id, a);

    // A browser that never saw versions 1 and 2 refuses the acceptance, and keeps nothing.
    const c = siteTestStore().collections;
    expect(await importDealMessage(accept, c)).toMatchObject({ ok: false, reason: expect.stringMatching(/import version 1 first/) });
    expect(await snapshot(c)).toEqual({ offers: [], threads: [], contracts: [] });

    signInForTest(SELLER);
    const imported = await importDealMessage(accept, b);
    if (!imported.ok || !imported.contract) throw new Error("the acceptance should make the contract");
    expect(imported.contract).toMatchObject({ id: "2", packetId: contractA.id, ownerId: SELLER, offerId: offer.id });
    expect(await termsDigest(imported.contract)).toBe(await termsDigest(contractA));
    expect((await b.dealThreads.get(offer.id))?.messages.map((message) => message.kind)).toEqual(["offer", "counter", "accept"]);
  });

  it("refuses to export a side's message when the latest version is the other side's", async () => {
    const a = siteTestStore().collections;
    signInForTest(BUYER);
    const offer = await submitOffer(OFFER_FORM, submittedOffer().property, a);
    await counterStoredOffer(offer.id, "seller", SELLER_TERMS, a);
    expect(await exportDealMessage(offer.id, a)).toMatchObject({ ok: false, reason: expect.stringMatching(/demonstration/) });
    expect(await a.dealThreads.list()).toEqual([]);
  });
});
