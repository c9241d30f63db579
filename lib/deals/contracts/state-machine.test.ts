import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { contractSchema, type Contract } from "@/lib/schemas/contract";
import * as z from "zod/mini";
import { cancelBlocker, cancelContract, ContractTransitionError, pendingSignatures, signContract, signingBlocker } from "./state-machine";

const AT = "2026-11-22T15:00:00.000Z";

function sample(id: string): Contract {
  const found = sampleContracts.find((contract) => contract.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return structuredClone(found);
}

const pendingBoth = () => sample("1");
const buyerSignedLine = { party: "buyer", name: "Eleanor Whitfield", status: "signed", date: AT, signedName: "Eleanor Whitfield" };
const buyerSigned = () => sample("2");

describe("signing", () => {
  it("records one party's signature with the typed name and date, and keeps the status while another is pending", () => {
    const next = signContract(pendingBoth(), { party: "buyer", signedName: "  Eleanor Whitfield ", at: AT });
    expect(next.status).toBe("pending_signature");
    expect(next.signatures[0]).toEqual(buyerSignedLine);
    expect(next.signatures[1]?.status).toBe("pending");
    expect(timelineWords(next.timeline).at(-1)).toMatchObject({ date: AT, event: "Buyer signed" });
    expect(pendingSignatures(next).map((signature) => signature.party)).toEqual(["seller"]);
    expect(z.safeParse(contractSchema, next).success).toBe(true);
  });

  it("moves the contract to in_review when the last party signs, and the timeline says so", () => {
    const next = signContract(buyerSigned(), { party: "seller", signedName: "Margaret Ellison", at: AT, termsDigest: "a".repeat(64) });
    expect(next.status).toBe("in_review");
    expect(next.signatures.every((signature) => signature.status === "signed")).toBe(true);
    expect(next.signatures[1]?.termsDigest).toBe("a".repeat(64));
    expect(
      timelineWords(next.timeline)
        .slice(-2)
        .map((event) => event.event),
    ).toEqual(["Seller signed", "Fully signed"]);
    expect(z.safeParse(contractSchema, next).success).toBe(true);
  });

  it("signs buyer then seller from a fresh contract to in_review", () => {
    const once = signContract(pendingBoth(), { party: "seller", signedName: "Collins Dune Holdings LLC", at: AT });
    const twice = signContract(once, { party: "buyer", signedName: "Eleanor Whitfield", at: AT });
    expect(once.status).toBe("pending_signature");
    expect(twice.status).toBe("in_review");
  });

  it("accepts a typed name that is not the party's, with the capacity they sign in, both tidied", () => {
    const next = signContract(pendingBoth(), {
      party: "seller",
      signedName: " Jordan\u00a0 Blake ",
      capacity: "  Director,  for Collins Dune Holdings LLC ",
      at: AT,
    });
    expect(next.signatures[1]).toMatchObject({
      name: "Collins Dune Holdings LLC",
      signedName: "Jordan Blake",
      capacity: "Director, for Collins Dune Holdings LLC",
    });
    expect(timelineWords(next.timeline).at(-1)?.description).toBe(
      "Jordan Blake (Director, for Collins Dune Holdings LLC) signed for the seller (Collins Dune Holdings LLC) electronically on this device.",
    );
    expect(
      signContract(pendingBoth(), { party: "buyer", signedName: "E. Whitfield", capacity: "  ", at: AT }).signatures[0],
    ).not.toHaveProperty("capacity");
  });

  it("records a key's signature, public key, fingerprint and the digest it covers", () => {
    const proof = {
      termsDigest: "b".repeat(64),
      signature: `${"A".repeat(86)}==`,
      publicKey: `${"B".repeat(122)}==`,
      keyFingerprint: "DF92 41C4 4C31 C5A9 5AF3 8BEB 4E69 E49A",
    };
    const next = signContract(pendingBoth(), { party: "buyer", signedName: "Eleanor Whitfield", at: AT, proof });
    expect(next.signatures[0]).toEqual({ ...buyerSignedLine, ...proof });
    expect(timelineWords(next.timeline).at(-1)?.description).toMatch(/with a key kept in this browser\.$/);
    expect(z.safeParse(contractSchema, next).success).toBe(true);
  });

  it("refuses a party that has already signed", () => {
    expect(() => signContract(buyerSigned(), { party: "buyer", signedName: "Julian Ashworth", at: AT })).toThrow(
      new ContractTransitionError("The buyer has already signed this contract."),
    );
  });

  it("refuses an empty typed name", () => {
    expect(() => signContract(pendingBoth(), { party: "buyer", signedName: "   ", at: AT })).toThrow(ContractTransitionError);
  });

  it.each([
    ["in_review", "3", /already signed/],
    ["completed", "4", /completed/],
  ])("refuses to sign a contract that is %s", (_status, id, message) => {
    const contract = sample(id);
    expect(signingBlocker(contract)).toMatch(message);
    expect(() => signContract(contract, { party: "buyer", signedName: "Anyone", at: AT })).toThrow(message);
  });

  it("refuses to sign a cancelled contract", () => {
    const cancelled = cancelContract(pendingBoth(), { at: AT });
    expect(signingBlocker(cancelled)).toMatch(/cancelled/);
    expect(() => signContract(cancelled, { party: "buyer", signedName: "Eleanor Whitfield", at: AT })).toThrow(/cancelled/);
  });

  it("does not change the contract it was given", () => {
    const contract = pendingBoth();
    const before = structuredClone(contract);
    signContract(contract, { party: "buyer", signedName: "Eleanor Whitfield", at: AT });
    expect(contract).toEqual(before);
  });
});

describe("cancelling", () => {
  it.each(["1", "3"])("cancels contract %s (pending or in review) and adds a timeline event", (id) => {
    const next = cancelContract(sample(id), { at: AT });
    expect(next.status).toBe("cancelled");
    expect(timelineWords(next.timeline).at(-1)).toMatchObject({ date: AT, event: "Contract cancelled" });
    expect(z.safeParse(contractSchema, next).success).toBe(true);
  });

  it("refuses to cancel a completed contract", () => {
    expect(cancelBlocker(sample("4"))).toMatch(/completed/i);
    expect(() => cancelContract(sample("4"), { at: AT })).toThrow(ContractTransitionError);
  });

  it("refuses to cancel twice", () => {
    const once = cancelContract(sample("1"), { at: AT });
    expect(() => cancelContract(once, { at: AT })).toThrow(/already cancelled/);
  });
});
