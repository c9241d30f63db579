import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { describe, expect, it } from "vitest";
import { siteTestStore } from "@/lib/store/testing";
import { acceptedContract, madeOnClock, signedContract } from "@/lib/deals/offers/test-deals";
import { cancelStoredDeal, completeStoredDeal, refundAwaitingEscrow, releaseAwaitingEscrow, saveEscrowDeposit } from "./actions";

const card = { method: "card", card: { brand: "visa", last4: "4242" } } as const;

describe("paying a contract's escrow deposit", () => {
  it("stores the deposit In Escrow, linked to the contract, and notes it on the contract's timeline", async () => {
    const contract = madeOnClock(() => acceptedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const deposit = await saveEscrowDeposit(contract.id, card, collections);
    expect(deposit).toMatchObject({ contractId: "7", type: "Deposit", status: "escrow", method: "card", card: { last4: "4242" } });
    expect(await collections.transactions.list()).toEqual([deposit]);
    const timeline = (await collections.contracts.get("7"))?.timeline ?? [];
    expect(timelineWords(timeline).at(-1)).toMatchObject({ event: "Deposit received in escrow" });
    expect(timelineWords(timeline).at(-1)?.description).toContain(deposit.id);
  });

  it("refuses a second deposit for the same contract and stores nothing more", async () => {
    const contract = madeOnClock(() => acceptedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const first = await saveEscrowDeposit("7", { method: "bitcoin" }, collections);
    await expect(saveEscrowDeposit("7", card, collections)).rejects.toMatchObject({
      kind: "conflict",
      message: `The deposit for this contract is already in escrow (${first.id}).`,
    });
    expect(await collections.transactions.list()).toHaveLength(1);
  });

  it("refuses a contract no longer kept in this browser", async () => {
    const { collections } = siteTestStore();
    await expect(saveEscrowDeposit("7", card, collections)).rejects.toMatchObject({ kind: "not-found" });
    expect(await collections.transactions.list()).toEqual([]);
  });
});

describe("completing a deal", () => {
  it("completes a signed contract whose deposit is in escrow, and releases the deposit", async () => {
    const contract = madeOnClock(() => signedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const deposit = await saveEscrowDeposit("7", card, collections);
    const completed = await completeStoredDeal("7", collections);
    expect(completed.status).toBe("completed");
    expect(timelineWords(completed.timeline).map((event) => event.event)).toEqual(
      expect.arrayContaining(["Contract completed", "Escrow released"]),
    );
    expect(await collections.contracts.get("7")).toEqual(completed);
    expect((await collections.transactions.get(deposit.id))?.status).toBe("completed");
  });

  it("refuses a contract still awaiting signatures with the machine's reason, and changes nothing", async () => {
    const contract = madeOnClock(() => acceptedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const deposit = await saveEscrowDeposit("7", card, collections);
    const before = await collections.contracts.get("7");
    await expect(completeStoredDeal("7", collections)).rejects.toMatchObject({
      kind: "conflict",
      message: "Every party must sign this contract before the sale can complete.",
    });
    expect(await collections.contracts.get("7")).toEqual(before);
    expect((await collections.transactions.get(deposit.id))?.status).toBe("escrow");
  });
});

describe("a release left undone", () => {
  it("is written for a completed contract whose deposit is still In Escrow", async () => {
    const contract = madeOnClock(() => signedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const deposit = await saveEscrowDeposit("7", card, collections);
    const completed = { ...contract, status: "completed" as const };
    const released = await releaseAwaitingEscrow(completed, await collections.transactions.list(), collections);
    expect(released).toMatchObject({ id: deposit.id, status: "completed" });
    expect((await collections.transactions.get(deposit.id))?.status).toBe("completed");
  });

  it("is nothing to do while the contract has not completed", async () => {
    const contract = madeOnClock(() => signedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    await saveEscrowDeposit("7", card, collections);
    expect(await releaseAwaitingEscrow(contract, await collections.transactions.list(), collections)).toBeNull();
    expect((await collections.transactions.list())[0]?.status).toBe("escrow");
  });
});

describe("cancelling a deal", () => {
  it("cancels the contract, refunds its deposit held in escrow and notes the refund on the timeline", async () => {
    const contract = madeOnClock(() => signedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const deposit = await saveEscrowDeposit(contract.id, card, collections);
    const { contract: cancelled, refunded } = await cancelStoredDeal(contract.id, collections);
    expect(refunded).toMatchObject({ id: deposit.id, status: "refunded" });
    expect(cancelled.status).toBe("cancelled");
    expect(timelineWords(cancelled.timeline).at(-1)).toMatchObject({ event: "Deposit refunded" });
    expect(timelineWords(cancelled.timeline).at(-1)?.description).toContain(deposit.id);
    expect(await collections.transactions.get(deposit.id)).toMatchObject({ status: "refunded" });
  });

  it("cancels a contract without a deposit and refunds nothing", async () => {
    const contract = madeOnClock(() => acceptedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const { contract: cancelled, refunded } = await cancelStoredDeal(contract.id, collections);
    expect(refunded).toBeNull();
    expect(timelineWords(cancelled.timeline).at(-1)?.event).not.toBe("Deposit refunded");
    expect(await collections.transactions.list()).toEqual([]);
  });

  it("finishes a refund left half-written: the contract cancelled, its deposit still in escrow", async () => {
    const contract = madeOnClock(() => signedContract());
    const { collections } = siteTestStore({ contracts: [contract] });
    const deposit = await saveEscrowDeposit(contract.id, card, collections);
    const cancelled = await collections.contracts.update(contract.id, (current) => ({ ...current, status: "cancelled" as const }));
    expect(await refundAwaitingEscrow(cancelled, await collections.transactions.list(), collections)).toMatchObject({ status: "refunded" });
    expect(await refundAwaitingEscrow(cancelled, await collections.transactions.list(), collections)).toBeNull();
    expect(
      timelineWords((await collections.contracts.get(contract.id))?.timeline ?? []).filter((entry) => entry.event === "Deposit refunded"),
    ).toHaveLength(1);
    expect(deposit.status).toBe("escrow");
  });
});
