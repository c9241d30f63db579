import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import * as z from "zod/mini";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContractTransitionError } from "@/lib/deals/contracts/state-machine";
import { transactionSchema, type Transaction } from "@/lib/schemas/transaction";
import { depositOf, escrowDepositBlocker, escrowDepositRecord, recordEscrowDeposit } from "./escrow-deposit";
import { acceptedContract, isStoredContract, later, signedContract, startClock } from "@/lib/deals/offers/test-deals";

beforeEach(startClock);
afterEach(() => vi.useRealTimers());

const visa = { method: "card", card: { brand: "visa", last4: "4242" } } as const;

function paidDeposit(overrides: Partial<Transaction> = {}): Transaction {
  return { ...escrowDepositRecord(acceptedContract(), visa, { id: "TXN-DEP0SIT1", date: later() }), ...overrides };
}

describe("the escrow deposit's record", () => {
  it("is the contract's transaction: its deposit, parties and owner, In Escrow, the card's brand and last four only", () => {
    const contract = acceptedContract();
    const date = later();
    const record = escrowDepositRecord(contract, visa, { id: "TXN-DEP0SIT1", date });
    expect(record).toEqual({
      id: "TXN-DEP0SIT1",
      ownerId: "acc-julian",
      contractId: "7",
      property: "Aman Miami Beach",
      amountCents: 825_000_00,
      type: "Deposit",
      status: "escrow",
      date,
      buyer: "Julian Ashworth",
      seller: "Collins Dune Holdings LLC",
      method: "card",
      card: { brand: "visa", last4: "4242" },
    });
    expect(z.safeParse(transactionSchema, record).success).toBe(true);
  });

  it.each(["bitcoin", "ethereum"] as const)("records a %s deposit without card details", (coin) => {
    const record = escrowDepositRecord(acceptedContract(), { method: coin }, { id: "TXN-C01N", date: later() });
    expect(record).toMatchObject({ method: coin, status: "escrow", contractId: "7" });
    expect(record).not.toHaveProperty("card");
    expect(z.safeParse(transactionSchema, record).success).toBe(true);
  });
});

describe("when the deposit can be paid", () => {
  it("can be paid while the contract awaits signatures or is in review", () => {
    expect(escrowDepositBlocker(acceptedContract(), [])).toBeNull();
    expect(escrowDepositBlocker(signedContract(), [])).toBeNull();
  });

  it("counts only a deposit held or released for this contract", () => {
    const others = [
      paidDeposit({ contractId: "8" }),
      paidDeposit({ status: "failed" }),
      paidDeposit({ status: "pending" }),
      paidDeposit({ type: "Final Payment" }),
    ];
    expect(escrowDepositBlocker(acceptedContract(), others)).toBeNull();
    expect(depositOf("7", others)).toBeUndefined();
    const held = paidDeposit();
    expect(depositOf("7", [...others, held])).toBe(held);
    expect(depositOf("7", [paidDeposit({ status: "completed" })])?.status).toBe("completed");
  });

  it.each([
    ["already in escrow", acceptedContract, () => [paidDeposit()], "The deposit for this contract is already in escrow (TXN-DEP0SIT1)."],
    [
      "cancelled",
      () => acceptedContract({ status: "cancelled" }),
      () => [],
      "This contract was cancelled, so no deposit can be paid into escrow.",
    ],
    ["completed", () => signedContract({ status: "completed" }), () => [], "This contract is completed: there is no deposit left to pay."],
    ["without a deposit", () => acceptedContract({ depositCents: 0 }), () => [], "This contract has no deposit to pay."],
  ])("refuses a contract %s", (_case, make, transactions, message) => {
    expect(escrowDepositBlocker(make(), transactions())).toBe(message);
  });
});

describe("the deposit on the contract's timeline", () => {
  it("records the amount, how it was paid, the transaction and that it was simulated", () => {
    const deposit = paidDeposit();
    const contract = recordEscrowDeposit(acceptedContract(), deposit);
    expect(timelineWords(contract.timeline).at(-1)).toEqual({
      date: deposit.date,
      event: "Deposit received in escrow",
      description:
        "Deposit of $825,000 paid by card ending 4242 and recorded as In Escrow (TXN-DEP0SIT1). A simulated payment: no money moved.",
    });
    expect(contract.status).toBe("pending_signature");
    expect(isStoredContract(contract)).toBe(true);
  });

  it.each([
    [{ method: "bitcoin" as const, card: undefined }, "paid in Bitcoin and"],
    [{ method: "wire" as const, card: undefined }, "paid by wire transfer and"],
    [{ method: undefined, card: undefined }, "paid and"],
  ])("says how a deposit was paid: %o", (change, words) => {
    expect(timelineWords(recordEscrowDeposit(acceptedContract(), paidDeposit(change)).timeline).at(-1)?.description).toContain(words);
  });

  it("refuses another contract's payment, a payment that is no deposit, and the same deposit twice", () => {
    expect(() => recordEscrowDeposit(acceptedContract(), paidDeposit({ contractId: "8" }))).toThrow(
      new ContractTransitionError("This payment is not this contract's deposit."),
    );
    expect(() => recordEscrowDeposit(acceptedContract(), paidDeposit({ type: "Booking" }))).toThrow(/not this contract's deposit/);
    const once = recordEscrowDeposit(acceptedContract(), paidDeposit());
    expect(() => recordEscrowDeposit(once, paidDeposit())).toThrow("This deposit is already on the contract's timeline.");
  });
});
