import { describe, expect, it } from "vitest";
import { fromBase64 } from "@/lib/base64";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { forgedSample, pendingSample, signAs } from "@/lib/deals/signing/testing";
import type { Contract } from "@/lib/schemas/contract";
import { mergePacket } from "./merge-packet";

const reasonOf = async (stored: Contract, packet: Contract) => {
  const outcome = await mergePacket(stored, packet);
  return outcome.ok ? "merged" : outcome.reason;
};

/** The same key bytes, base64 written with the last character's unused bits set. */
function unusedBitsVariant(base64: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const at = base64.length - 3;
  return `${base64.slice(0, at)}${alphabet[alphabet.indexOf(base64[at] ?? "A") | 0b1111]}==`;
}

describe("a forged packet imported as a countersignature", () => {
  it("is refused when the contract here awaits both signatures: one key signed both lines", async () => {
    const { contract } = await forgedSample({ buyer: "2026-11-20T09:00:00.000Z", seller: "2026-11-21T09:00:00.000Z" });
    expect(await reasonOf(pendingSample(), contract)).toMatch(/one key cannot sign for both parties/);
  });

  it("is refused when the contract here already has the buyer's own signature", async () => {
    const buyerKey = await generateSigningKey("buyer-account");
    const stored = await signAs(pendingSample(), buyerKey, "buyer", "Eleanor Grace Whitfield");
    const { contract } = await forgedSample({ buyer: "2026-11-20T09:00:00.000Z", seller: "2026-11-21T09:00:00.000Z" });
    expect(await reasonOf(stored, contract)).not.toBe("merged");
  });

  it("refuses the buyer's own key re-written in another base64 spelling as the seller's", async () => {
    const buyerKey = await generateSigningKey("buyer-account");
    const variant = unusedBitsVariant(buyerKey.publicKeySpki);
    expect(variant).not.toBe(buyerKey.publicKeySpki);
    expect(fromBase64(variant)).toEqual(fromBase64(buyerKey.publicKeySpki));
    const stored = await signAs(pendingSample(), buyerKey, "buyer", "Eleanor Grace Whitfield");
    const countersigned = await signAs(stored, { ...buyerKey, publicKeySpki: variant }, "seller", "Jordan Blake");
    expect(await reasonOf(stored, countersigned)).toMatch(/does not check with the key it carries/);
    const plain = await signAs(stored, buyerKey, "seller", "Jordan Blake");
    expect(await reasonOf(stored, plain)).toMatch(/one key cannot sign for both parties/);
  });
});
