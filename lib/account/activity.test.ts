import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { sampleTransactions } from "@/lib/catalogue/transaction-samples";
import type { Contract } from "@/lib/schemas/contract";
import type { Transaction } from "@/lib/schemas/transaction";
import { backupFileName, contractsCreatedHere, excerpt, newestFirst, paymentsMadeHere } from "./activity";

const sampleIds = new Set(sampleContracts.map((contract) => contract.id));
const sampleTransactionIds = new Set(sampleTransactions.map((transaction) => transaction.id));

describe("newestFirst", () => {
  it("sorts dates and timestamps newest first without changing the input", () => {
    const records = [{ at: "2026-11-20" }, { at: "2026-11-22T09:00:00.000Z" }, { at: "2026-11-21T23:00:00.000Z" }];
    expect(newestFirst(records, (record) => record.at).map((record) => record.at)).toEqual([
      "2026-11-22T09:00:00.000Z",
      "2026-11-21T23:00:00.000Z",
      "2026-11-20",
    ]);
    expect(records[0]?.at).toBe("2026-11-20");
  });
});

describe("paymentsMadeHere", () => {
  it("leaves out the sample transactions, even those with a payment method", () => {
    expect(sampleTransactions.some((transaction) => transaction.method !== undefined)).toBe(true);
    expect(paymentsMadeHere(sampleTransactions, sampleTransactionIds)).toEqual([]);
  });

  it("keeps card, crypto and booking records made here, newest first", () => {
    const base = sampleTransactions[0] as Transaction;
    const older: Transaction = {
      ...base,
      id: "TXN-A1",
      method: "card",
      card: { brand: "visa", last4: "4242" },
      date: "2026-11-21T10:00:00.000Z",
    };
    const newer: Transaction = { ...base, id: "TXN-B2", method: "bitcoin", date: "2026-11-22T10:00:00.000Z" };
    const noMethod: Transaction = { ...base, id: "TXN-C3", method: undefined, date: "2026-11-22T11:00:00.000Z" };
    expect(
      paymentsMadeHere([...sampleTransactions, older, newer, noMethod], sampleTransactionIds).map((transaction) => transaction.id),
    ).toEqual(["TXN-B2", "TXN-A1"]);
  });
});

describe("contractsCreatedHere", () => {
  it("leaves out the sample contracts and keeps the ones created here, newest first", () => {
    const base = sampleContracts[0] as Contract;
    const first: Contract = { ...base, id: "c-new-1", created: "2026-11-21", timeline: [] };
    const second: Contract = { ...base, id: "c-new-2", created: "2026-11-22", timeline: [] };
    expect(contractsCreatedHere(sampleContracts, sampleIds)).toEqual([]);
    expect(contractsCreatedHere([...sampleContracts, first, second], sampleIds).map((contract) => contract.id)).toEqual([
      "c-new-2",
      "c-new-1",
    ]);
  });
});

describe("backupFileName", () => {
  it("names the file after the local date", () => {
    expect(backupFileName(new Date(2026, 10, 22, 23, 30))).toBe("aurum-residences-backup-2026-11-22.json");
  });
});

describe("excerpt", () => {
  it("shortens long text at a word and keeps short text whole", () => {
    expect(excerpt("Short  message\n here")).toBe("Short message here");
    const long = "word ".repeat(60);
    const cut = excerpt(long, 40);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
  });
});
