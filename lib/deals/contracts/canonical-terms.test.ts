import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import type { Contract } from "@/lib/schemas/contract";
import { canonicalTerms, termsDigest } from "./terms-digest";

const base = (): Contract => structuredClone(sampleContracts[0]!);

/** Every term a signature agrees to, each changed in the smallest way. */
const termChanges: [string, (contract: Contract) => Contract][] = [
  ["id", (c) => ({ ...c, id: `${c.id}0` })],
  ["property", (c) => ({ ...c, property: `${c.property}.` })],
  ["property address", (c) => ({ ...c, propertyAddress: `${c.propertyAddress}.` })],
  ["buyer's name", (c) => ({ ...c, buyer: { ...c.buyer, name: `${c.buyer.name}.` } })],
  ["buyer's email", (c) => ({ ...c, buyer: { ...c.buyer, email: `x${c.buyer.email}` } })],
  ["buyer's phone", (c) => ({ ...c, buyer: { ...c.buyer, phone: `${c.buyer.phone}1` } })],
  ["seller's name", (c) => ({ ...c, seller: { ...c.seller, name: `${c.seller.name}.` } })],
  ["seller's email", (c) => ({ ...c, seller: { ...c.seller, email: `x${c.seller.email}` } })],
  ["seller's phone", (c) => ({ ...c, seller: { ...c.seller, phone: `${c.seller.phone}1` } })],
  ["amount (one cent)", (c) => ({ ...c, amountCents: c.amountCents + 1 })],
  ["deposit (one cent)", (c) => ({ ...c, depositCents: c.depositCents + 1 })],
  ["closing date", (c) => ({ ...c, closingDate: "2027-03-02" })],
  ["contingencies", (c) => ({ ...c, contingencies: `${c.contingencies} ` })],
  ["special terms", (c) => ({ ...c, specialTerms: `${c.specialTerms}.` })],
  ["realtor's name", (c) => ({ ...c, realtor: { ...c.realtor, name: `${c.realtor.name}.` } })],
  ["realtor's license", (c) => ({ ...c, realtor: { ...c.realtor, license: `${c.realtor.license}1` } })],
  ["escrow account number", (c) => ({ ...c, escrowAccount: { ...c.escrowAccount!, number: `${c.escrowAccount!.number}1` } })],
  ["escrow account holder", (c) => ({ ...c, escrowAccount: { ...c.escrowAccount!, holder: `${c.escrowAccount!.holder}.` } })],
  ["escrow account left out", (c) => ({ ...c, escrowAccount: undefined })],
  ["buyer and seller swapped", (c) => ({ ...c, buyer: c.seller, seller: c.buyer })],
  [
    "text moved from contingencies to special terms",
    (c) => ({ ...c, contingencies: "", specialTerms: `${c.contingencies}${c.specialTerms}` }),
  ],
];

describe("canonical terms", () => {
  it("are the same text and digest for the same contract, however it was copied", async () => {
    const contract = base();
    const copy = JSON.parse(JSON.stringify(contract)) as Contract;
    expect(canonicalTerms(copy)).toBe(canonicalTerms(contract));
    expect(await termsDigest(copy)).toBe(await termsDigest(contract));
  });

  it.each(termChanges)("change the digest when the %s changes", async (_term, change) => {
    const contract = base();
    expect(canonicalTerms(change(contract))).not.toBe(canonicalTerms(contract));
    expect(await termsDigest(change(contract))).not.toBe(await termsDigest(contract));
  });

  it("do not change with what is not a term: status, dates of the record, signatures, timeline, owner", async () => {
    const contract = base();
    const digest = await termsDigest(contract);
    const other: Contract = {
      ...contract,
      status: "in_review",
      created: "2020-01-01",
      deadline: "2030-01-01",
      signatures: [],
      timeline: [],
      ownerId: "someone",
    };
    expect(await termsDigest(other)).toBe(digest);
  });
});
