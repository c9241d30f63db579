import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contract-samples";
import { canonicalTerms, signaturesOutOfDate, termsDigest } from "./terms-digest";

describe("terms digest (SIG-01)", () => {
  it("is the same for the same terms and changes with any term, not with signatures or status", async () => {
    const contract = structuredClone(sampleContracts[0]!);
    const digest = await termsDigest(contract);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await termsDigest({ ...contract, status: "cancelled", timeline: [] })).toBe(digest);
    expect(await termsDigest({ ...contract, amount: contract.amount + 1 })).not.toBe(digest);
    expect(canonicalTerms({ ...contract, specialTerms: "x" })).not.toBe(canonicalTerms(contract));
  });

  it("flags signatures made on other terms", async () => {
    const contract = structuredClone(sampleContracts[1]!);
    const digest = await termsDigest(contract);
    const signed = {
      ...contract,
      signatures: contract.signatures.map((signature) =>
        signature.status === "signed" ? { ...signature, termsDigest: "0".repeat(64) } : signature,
      ),
    };
    expect(signaturesOutOfDate(signed, digest).map((signature) => signature.party)).toEqual(["buyer"]);
    expect(signaturesOutOfDate(contract, digest)).toEqual([]); // the samples carry no digest
  });
});
