import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import { contractSchema, type Contract, type Signature } from "@/lib/schemas/contract";
import { generateSigningKey } from "./keys";
import { prepareSignature } from "./sign";
import { SELLER_SIGNED_AT, fullySignedSample, pendingSample, signAs } from "./testing";
import { expectedKeysOf, verifyContract, verifySignature } from "./verify";

const statuses = async (contract: Contract, expectedKeys = {}) =>
  (await verifyContract(contract, { expectedKeys })).signatures.map((check) => check.status);

function editSignature(contract: Contract, party: "buyer" | "seller", edit: (signature: Signature) => Signature): Contract {
  return { ...contract, signatures: contract.signatures.map((signature) => (signature.party === party ? edit(signature) : signature)) };
}

describe("signing a contract with a key", () => {
  it("records the tidied name and capacity, the digest, the signature, the public key and its fingerprint", async () => {
    const key = await generateSigningKey("seller-account");
    const contract = pendingSample();
    const input = await prepareSignature(
      contract,
      { party: "seller", signedName: "  Jordan   Blake ", capacity: " Director, for Collins Dune Holdings LLC ", at: SELLER_SIGNED_AT },
      key,
    );
    expect(input).toMatchObject({ party: "seller", signedName: "Jordan Blake", capacity: "Director, for Collins Dune Holdings LLC" });
    expect(input.proof).toEqual({
      termsDigest: await termsDigest(contract),
      signature: expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/),
      publicKey: key.publicKeySpki,
      keyFingerprint: key.keyFingerprint,
    });
    const signed = await signAs(contract, key, "seller", "Jordan Blake", "Director, for Collins Dune Holdings LLC");
    expect(z.safeParse(contractSchema, signed).success).toBe(true);
    expect(await statuses(signed)).toEqual(["pending", "valid"]);
  });
});

describe("verifying a contract's signatures", () => {
  it("says valid for each party whose key signed these terms, with the fingerprint computed from the key", async () => {
    const { contract, buyerKey, sellerKey } = await fullySignedSample();
    const check = await verifyContract(contract);
    expect(check.termsDigest).toBe(await termsDigest(contract));
    expect(check.signatures).toEqual([
      expect.objectContaining({ party: "buyer", name: "Eleanor Whitfield", status: "valid", keyFingerprint: buyerKey.keyFingerprint }),
      expect.objectContaining({
        party: "seller",
        status: "valid",
        signedName: "Jordan Blake",
        capacity: "Director, for Collins Dune Holdings LLC",
        keyFingerprint: sellerKey.keyFingerprint,
      }),
    ]);
  });

  it("says changed when the terms differ from those signed", async () => {
    const { contract } = await fullySignedSample();
    expect(await statuses({ ...contract, amountCents: contract.amountCents + 1 })).toEqual(["changed", "changed"]);
    expect(await statuses({ ...contract, specialTerms: `${contract.specialTerms} Furniture excluded.` })).toEqual(["changed", "changed"]);
    // What the signatures do not cover changes nothing: status, timeline, deadline.
    expect(await statuses({ ...contract, status: "cancelled", timeline: [], deadline: "2027-01-01" })).toEqual(["valid", "valid"]);
  });

  it("says invalid when the signature bytes, or anything it signed on its line, were altered", async () => {
    const { contract } = await fullySignedSample();
    const flipped = (text: string) => `${text[0] === "A" ? "B" : "A"}${text.slice(1)}`;
    const edits: ((signature: Signature) => Signature)[] = [
      (signature) => ({ ...signature, signature: flipped(signature.signature ?? "") }),
      (signature) => ({ ...signature, signedName: "Someone Else" }),
      (signature) => ({ ...signature, capacity: "Chairman, for Collins Dune Holdings LLC" }),
      (signature) => ({ ...signature, date: "2026-11-23T15:00:00.000Z" }),
      (signature) => ({ ...signature, termsDigest: "0".repeat(64) }),
      (signature) => ({ ...signature, keyFingerprint: "0000 0000 0000 0000 0000 0000 0000 0000" }),
      (signature) => ({ ...signature, publicKey: "AAAA" }),
    ];
    for (const edit of edits) expect(await statuses(editSignature(contract, "seller", edit))).toEqual(["valid", "invalid"]);
  });

  it("says invalid for a signature moved to the other party's line", async () => {
    const { contract } = await fullySignedSample();
    const seller = contract.signatures[1]!;
    const moved = editSignature(contract, "buyer", (buyer) => ({ ...seller, party: "buyer", name: buyer.name }));
    expect(await statuses(moved)).toEqual(["invalid", "valid"]);
  });

  it("says wrong-key when a good signature was made with another key than the one known for the party", async () => {
    const { contract, sellerKey } = await fullySignedSample();
    const impostor = await generateSigningKey("impostor");
    expect(await statuses(contract, { seller: impostor.publicKeySpki })).toEqual(["valid", "wrong-key"]);
    expect(await statuses(contract, { seller: sellerKey.publicKeySpki })).toEqual(["valid", "valid"]);
    expect(await statuses(contract, { seller: "not base64!" })).toEqual(["valid", "wrong-key"]);
    expect(expectedKeysOf(contract)).toEqual({ buyer: contract.signatures[0]!.publicKey, seller: sellerKey.publicKeySpki });
  });

  it("says pending for a line not signed, and typed-only for a signature with no key (made before keys)", async () => {
    const contract = pendingSample();
    expect(await statuses(contract)).toEqual(["pending", "pending"]);
    const typed = editSignature(contract, "buyer", (signature) => ({
      ...signature,
      status: "signed",
      date: "2026-11-10T15:42:00.000Z",
      signedName: "Eleanor Whitfield",
    }));
    expect(await statuses(typed)).toEqual(["typed-only", "pending"]);
    expect(await verifySignature(typed.signatures[0]!, "0".repeat(64), "AAAA")).toBe("typed-only");
  });
});
