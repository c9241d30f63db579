import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSession } from "@/lib/auth/session-write";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { MemoryStorage, siteTestStore } from "@/lib/store/testing";
import { cancelStoredContract, createContract, signStoredContract } from "./actions";
import { CONTRACT_FORM as form } from "./test-contracts";

afterEach(() => vi.unstubAllGlobals());

const AT = "2026-11-22T15:00:00.000Z";

/** The site's collections holding the sample contracts (1: nobody signed yet). */
const withSamples = () => siteTestStore({ contracts: sampleContracts }).collections;

describe("creating a contract", () => {
  it("numbers it after the contracts stored and saves it pending both signatures", async () => {
    const collections = withSamples();
    const highest = Math.max(...sampleContracts.map((contract) => Number(contract.id)));
    const contract = await createContract(form, collections);
    expect(contract).toMatchObject({ id: String(highest + 1), property: "Bulgari Dubai, Residence 14", status: "pending_signature" });
    expect(contract.ownerId).toBeUndefined();
    expect(await collections.contracts.get(contract.id)).toEqual(contract);
  });

  it("belongs to the account signed in on this tab", async () => {
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    writeSession(
      {
        accountId: "acc-amira",
        role: "buyer",
        firstName: "Amira",
        lastName: "Saleh",
        email: "amira@example.com",
        phone: "",
        signedInAt: AT,
      },
      { remember: false },
    );
    const collections = siteTestStore().collections;
    expect(await createContract(form, collections)).toMatchObject({ id: "1", ownerId: "acc-amira" });
  });
});

describe("signing a stored contract", () => {
  it("records the signature as the signer saw the contract", async () => {
    const collections = withSamples();
    const seen = (await collections.contracts.get("1"))!;
    const signed = await signStoredContract(seen, { party: "buyer", signedName: "Eleanor Whitfield", at: AT }, collections);
    expect(signed.signatures.find((line) => line.party === "buyer")).toMatchObject({ status: "signed", signedName: "Eleanor Whitfield" });
    expect(await collections.contracts.get("1")).toEqual(signed);
  });

  it("refuses it when the terms changed since the signer read them (another tab), and writes nothing", async () => {
    const collections = withSamples();
    const seen = (await collections.contracts.get("1"))!;
    const changed = await collections.contracts.update("1", (current) => ({ ...current, specialTerms: "Changed in another tab." }));
    await expect(signStoredContract(seen, { party: "buyer", signedName: "Eleanor Whitfield", at: AT }, collections)).rejects.toMatchObject({
      kind: "conflict",
      message: "This contract's terms changed in another tab. Review them and sign again.",
    });
    expect(await collections.contracts.get("1")).toEqual(changed);
  });

  it("refuses a party signing twice with the machine's reason", async () => {
    const collections = withSamples();
    const seen = (await collections.contracts.get("1"))!;
    await signStoredContract(seen, { party: "buyer", signedName: "Eleanor Whitfield", at: AT }, collections);
    await expect(signStoredContract(seen, { party: "buyer", signedName: "Eleanor Whitfield", at: AT }, collections)).rejects.toMatchObject({
      kind: "conflict",
    });
  });
});

describe("cancelling a stored contract", () => {
  it("moves it to cancelled, then refuses a second cancel and keeps it as it is", async () => {
    const collections = withSamples();
    const cancelled = await cancelStoredContract("1", collections);
    expect(cancelled.status).toBe("cancelled");
    expect(timelineWords(cancelled.timeline).at(-1)?.event).toBe("Contract cancelled");
    await expect(cancelStoredContract("1", collections)).rejects.toMatchObject({ kind: "conflict" });
    expect(await collections.contracts.get("1")).toEqual(cancelled);
  });
});
