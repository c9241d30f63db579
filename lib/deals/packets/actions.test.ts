import { describe, expect, it } from "vitest";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { pendingSample, signAs } from "@/lib/deals/signing/testing";
import type { Contract } from "@/lib/schemas/contract";
import { siteTestStore } from "@/lib/store/testing";
import { keepPacket } from "./actions";

/** The sample contract (1) signed by its buyer in another browser, as its PDF brings it. */
async function buyerSignedPacket(): Promise<Contract> {
  return signAs(pendingSample(), await generateSigningKey("buyer-account"), "buyer", "Eleanor Grace Whitfield");
}

describe("keeping a checked packet", () => {
  it("adds a packet no contract here matches as a new contract of the viewer, its signature recorded", async () => {
    const collections = siteTestStore().collections;
    const kept = await keepPacket(await buyerSignedPacket(), "acc-seller", undefined, collections);
    expect(kept).toMatchObject({ ok: true, created: true, added: ["buyer"], contract: { id: "1", ownerId: "acc-seller" } });
    expect((await collections.contracts.get("1"))?.signatures[0]).toMatchObject({
      status: "signed",
      signedName: "Eleanor Grace Whitfield",
    });
  });

  it("merges the other party's signed copy into the contract kept here, which goes to review when all have signed", async () => {
    const buyerKey = await generateSigningKey("buyer-account");
    const mine = await signAs(pendingSample(), buyerKey, "buyer", "Eleanor Grace Whitfield");
    const theirs = await signAs(mine, await generateSigningKey("seller-account"), "seller", "Jordan Blake");
    const collections = siteTestStore({ contracts: [mine] }).collections;
    const kept = await keepPacket(theirs, null, "1", collections);
    expect(kept).toMatchObject({ ok: true, created: false, added: ["seller"], contract: { id: "1", status: "in_review" } });
    expect((await collections.contracts.get("1"))?.status).toBe("in_review");
    expect(await collections.contracts.list()).toHaveLength(1);
  });

  it("refuses to merge into a contract no longer kept here, or one another account keeps, and writes nothing", async () => {
    const packet = await buyerSignedPacket();
    const collections = siteTestStore({ contracts: [{ ...pendingSample(), ownerId: "acc-other" }] }).collections;
    expect(await keepPacket(packet, null, "1", collections)).toEqual({
      ok: false,
      reason: "This contract is no longer kept in this browser.",
    });
    expect(await keepPacket(packet, "acc-seller", "1", collections)).toMatchObject({ ok: false });
    expect(await collections.contracts.list()).toEqual([{ ...pendingSample(), ownerId: "acc-other" }]);
  });

  it("refuses a merge when the contract changed between the check and the write (another tab)", async () => {
    const collections = siteTestStore({ contracts: [pendingSample()] }).collections;
    const contracts = collections.contracts;
    const cancelledMeanwhile = { ...collections, contracts: { ...contracts, update: changedFirst } };
    async function changedFirst(...[id, change]: Parameters<typeof contracts.update>) {
      await contracts.update(id, (current) => ({ ...current, status: "cancelled" as const }));
      return contracts.update(id, change);
    }
    await expect(keepPacket(await buyerSignedPacket(), null, "1", cancelledMeanwhile)).rejects.toMatchObject({
      kind: "conflict",
      message: "This contract changed in another tab. Open the file again.",
    });
    expect((await contracts.get("1"))?.signatures.every((line) => line.status === "pending")).toBe(true);
  });
});
