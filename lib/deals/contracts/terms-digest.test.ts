import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { canonicalTerms, signaturesOutOfDate, termsDigest } from "./terms-digest";

describe("terms digest (SIG-01)", () => {
  it("is the same for the same terms and changes with any term, not with signatures or status", async () => {
    const contract = structuredClone(sampleContracts[0]!);
    const digest = await termsDigest(contract);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await termsDigest({ ...contract, status: "cancelled", timeline: [] })).toBe(digest);
    expect(await termsDigest({ ...contract, amountCents: contract.amountCents + 1 })).not.toBe(digest);
    expect(await termsDigest({ ...contract, depositCents: contract.depositCents + 1 })).not.toBe(digest);
    expect(canonicalTerms({ ...contract, specialTerms: "x" })).not.toBe(canonicalTerms(contract));
  });

  it("writes the terms as they were written when amounts were whole dollars, so older signatures still match", () => {
    // A contract of version 1 named no escrow account: the sample's is left out here.
    const contract = { ...structuredClone(sampleContracts[0]!), escrowAccount: undefined };
    const { buyer, seller, realtor } = contract;
    const asInVersion1 = JSON.stringify([
      contract.id,
      contract.property,
      contract.propertyAddress,
      [buyer.name, buyer.email, buyer.phone],
      [seller.name, seller.email, seller.phone],
      8_900_000,
      890_000,
      contract.closingDate,
      contract.contingencies,
      contract.specialTerms,
      [realtor.name, realtor.license],
    ]);
    expect(contract.amountCents).toBe(8_900_000_00);
    expect(canonicalTerms(contract)).toBe(asInVersion1);
    expect(JSON.parse(canonicalTerms({ ...contract, amountCents: 8_900_000_05 }))[5]).toBe(8_900_000.05);
  });

  it("appends the escrow account the contract names, so a changed account number shows as changed terms", () => {
    const contract = structuredClone(sampleContracts[0]!);
    const withoutAccount = canonicalTerms({ ...contract, escrowAccount: undefined });
    const terms = JSON.parse(canonicalTerms(contract)) as unknown[];
    expect(terms.slice(0, -1)).toEqual(JSON.parse(withoutAccount));
    expect(terms.at(-1)).toEqual(["Biscayne Title & Escrow LLC, as escrow agent", "First Harbor Bank", "4410 2286 5501 07"]);
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
