import { describe, expect, it } from "vitest";
import { sampleTransactions } from "@/lib/catalogue/transaction-samples";
import { formatMillions } from "@/lib/money";
import { transactionsForTab, transactionTotals } from "./transaction-totals";

describe("transaction totals", () => {
  it("sum escrow and completed amounts and count everything not completed", () => {
    const totals = transactionTotals(sampleTransactions);
    expect(totals).toEqual({ inEscrow: 980_000_00 + 1_250_000_00, completed: 690_000_00 + 6_210_000_00 + 13_500_00, active: 3 });
    expect(formatMillions(totals.inEscrow)).toBe("$2.23M");
    expect(formatMillions(totals.completed)).toBe("$6.91M");
    expect(transactionTotals([])).toEqual({ inEscrow: 0, completed: 0, active: 0 });
    expect(transactionTotals([{ amountCents: 5, status: "failed" }]).active).toBe(1);
  });

  it("count a refunded deposit in neither escrow nor completed, and no longer as open", () => {
    const refunded = { amountCents: 825_000_00, status: "refunded" } as const;
    expect(transactionTotals([...sampleTransactions, refunded])).toEqual(transactionTotals(sampleTransactions));
  });

  it("list a tab's transactions newest first", () => {
    expect(transactionsForTab(sampleTransactions, "escrow").map((transaction) => transaction.id)).toEqual(["TXN-3F8K1Z", "TXN-9B2C6D"]);
    expect(transactionsForTab(sampleTransactions, "all")).toHaveLength(6);
    expect(transactionsForTab(sampleTransactions, "pending").map((transaction) => transaction.id)).toEqual(["TXN-7Q4M2A"]);
  });
});
