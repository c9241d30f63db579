import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { describe, expect, it } from "vitest";
import { cancelContract } from "@/lib/deals/contracts/state-machine";
import type { Contract } from "@/lib/schemas/contract";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { mergePacket } from "./merge-packet";
import { pendingSample, signAs } from "@/lib/deals/signing/testing";
import { verifyContract } from "@/lib/deals/signing/verify";

/** The buyer signed here (browser A); the file comes back from the seller's browser (B). */
async function exchange() {
  const buyerKey = await generateSigningKey("buyer-account");
  const sellerKey = await generateSigningKey("seller-account");
  const stored = await signAs(pendingSample(), buyerKey, "buyer", "Eleanor Grace Whitfield");
  const returned = await signAs(stored, sellerKey, "seller", "Jordan Blake", "Director, for Collins Dune Holdings LLC");
  return { stored, returned, buyerKey, sellerKey };
}

const reasonOf = async (stored: Contract, packet: Contract) => {
  const outcome = await mergePacket(stored, packet);
  return outcome.ok ? "merged" : outcome.reason;
};

describe("mergePacket: the other party's signed copy applied to the contract kept here", () => {
  it("adds the new signature as signed, moves the contract to in review and says where it came from", async () => {
    const { stored, returned } = await exchange();
    const outcome = await mergePacket(stored, { ...returned, status: "completed", timeline: [] });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.added).toEqual(["seller"]);
    expect(outcome.contract.status).toBe("in_review");
    expect(outcome.contract.signatures).toEqual(returned.signatures);
    expect(outcome.contract.timeline.slice(0, stored.timeline.length)).toEqual(stored.timeline);
    expect(
      timelineWords(outcome.contract.timeline)
        .map((event) => event.event)
        .slice(-2),
    ).toEqual(["Seller signed", "Fully signed"]);
    expect(timelineWords(outcome.contract.timeline).at(-2)?.description).toMatch(
      /with their own key, in their own browser; added here from their signed PDF/,
    );
    expect((await verifyContract(outcome.contract)).signatures.map((check) => check.status)).toEqual(["valid", "valid"]);
  });

  it("refuses a file whose terms differ from the stored contract's, even with a valid new signature", async () => {
    const { stored, sellerKey } = await exchange();
    const edited = await signAs({ ...stored, amountCents: stored.amountCents + 100 }, sellerKey, "seller", "Jordan Blake");
    expect(await reasonOf(stored, edited)).toMatch(/terms in this file are not the terms of the contract kept here/);
  });

  it("refuses a new signature made with the key the other party signed with here", async () => {
    const { stored, buyerKey } = await exchange();
    const sameKey = await signAs(stored, buyerKey, "seller", "Jordan Blake");
    expect(await reasonOf(stored, sameKey)).toMatch(/made with the buyer's key: one key cannot sign for both parties/);
  });

  it("refuses a file whose existing signature was made again with another key", async () => {
    const { sellerKey } = await exchange();
    const ownKey = await generateSigningKey("buyer-account");
    const stored = await signAs(pendingSample(), ownKey, "buyer", "Eleanor Grace Whitfield");
    const forger = await generateSigningKey("forger");
    const reSigned = await signAs(
      await signAs(pendingSample(), forger, "buyer", "Eleanor Grace Whitfield"),
      sellerKey,
      "seller",
      "Jordan Blake",
    );
    expect(await reasonOf(stored, reSigned)).toMatch(/buyer's signature in this file was made with another key than the buyer's/);
  });

  it("refuses a file whose kept signature was edited, or whose new signature does not check", async () => {
    const { stored, returned } = await exchange();
    const renamed = {
      ...returned,
      signatures: returned.signatures.map((line) => (line.party === "buyer" ? { ...line, capacity: "Trustee" } : line)),
    };
    expect(await reasonOf(stored, renamed)).toMatch(/buyer's signature in this file/);
    const forged = {
      ...returned,
      signatures: returned.signatures.map((line) => (line.party === "seller" ? { ...line, signedName: "Someone Else" } : line)),
    };
    expect(await reasonOf(stored, forged)).toMatch(/seller's signature in this file does not check with the key it carries/);
  });

  it("refuses a typed-only new signature, a file that adds nothing, and a contract that can no longer be signed", async () => {
    const { stored, returned } = await exchange();
    const typedOnly = {
      ...returned,
      signatures: returned.signatures.map((line) => {
        if (line.party !== "seller") return line;
        const { party, name, status, date, signedName } = line;
        return { party, name, status, date, signedName };
      }),
    };
    expect(await reasonOf(stored, typedOnly)).toMatch(/typed name with no key/);
    expect(await reasonOf(stored, stored)).toMatch(/adds no signature/);
    const cancelled = cancelContract(stored, { at: "2026-11-22T12:00:00.000Z" });
    expect(await reasonOf(cancelled, returned)).toMatch(/cancelled/);
  });

  it("refuses a file with other signature lines", async () => {
    const { stored, returned } = await exchange();
    const oneLine = { ...returned, signatures: returned.signatures.slice(0, 1) };
    expect(await reasonOf(stored, oneLine)).toMatch(/signature lines are not this contract's/);
  });
});
