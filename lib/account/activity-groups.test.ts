import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { sampleTransactions } from "@/lib/catalogue/transaction-samples";
import type { Contract } from "@/lib/schemas/contract";
import type { Transaction } from "@/lib/schemas/transaction";
import { activityByOwner, activityCount } from "./activity-groups";

const samples = {
  contracts: new Set(sampleContracts.map((contract) => contract.id)),
  transactions: new Set(sampleTransactions.map((transaction) => transaction.id)),
};
const contract = sampleContracts[0] as Contract;
const payment = { ...(sampleTransactions[0] as Transaction), method: "card" } as Transaction;

const records = {
  offers: [],
  applications: [],
  requests: [],
  contracts: [
    contract,
    { ...contract, id: "c-ana", ownerId: "acc-ana" },
    { ...contract, id: "c-ben", ownerId: "acc-ben" },
    { ...contract, id: "c-anyone" },
  ],
  transactions: [
    { ...payment, id: "TXN-ANA", ownerId: "acc-ana" },
    { ...payment, id: "TXN-BEN", ownerId: "acc-ben" },
  ],
};

describe("activityByOwner", () => {
  it("gives an account its own records and the signed-out ones apart, never another account's or a sample", () => {
    const { mine, signedOut } = activityByOwner(records, "acc-ana", samples);
    expect(mine.contracts.map((item) => item.id)).toEqual(["c-ana"]);
    expect(mine.payments.map((item) => item.id)).toEqual(["TXN-ANA"]);
    expect(signedOut.contracts.map((item) => item.id)).toEqual(["c-anyone"]);
    expect(activityCount(signedOut)).toBe(1);
  });

  it("gives a signed-out visitor only the signed-out records", () => {
    const { mine, signedOut } = activityByOwner(records, null, samples);
    expect(activityCount(mine)).toBe(0);
    expect(signedOut.contracts.map((item) => item.id)).toEqual(["c-anyone"]);
    expect(signedOut.payments).toEqual([]);
  });
});
