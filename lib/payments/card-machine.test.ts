import { describe, expect, it } from "vitest";
import type { Transaction } from "@/lib/schemas/transaction";
import { cardReducer, initialCardState, type CardEvent, type CardState } from "./card-machine";

const transaction: Transaction = {
  id: "TXN-ABC12345",
  property: "Aman Miami Beach",
  amountCents: 85_000_00,
  type: "Deposit",
  status: "escrow",
  date: "2026-11-22T10:00:00.000Z",
  buyer: "Isabel Moreau (isabel@example.com)",
  seller: "Aman",
  method: "card",
  card: { brand: "visa", last4: "4242" },
};

const run = (...events: CardEvent[]) => events.reduce<CardState>(cardReducer, initialCardState);

describe("cardReducer", () => {
  it("goes payment -> processing -> success", () => {
    const processing = run({ type: "submit" });
    expect(processing).toEqual({ phase: "processing", attempt: 1 });
    expect(cardReducer(processing, { type: "succeeded", attempt: 1, transaction })).toEqual({ phase: "success", attempt: 1, transaction });
  });

  it("returns to payment with the store's message when saving fails", () => {
    const state = run({ type: "submit" }, { type: "failed", attempt: 1, message: "Your browser storage is full." });
    expect(state).toEqual({ phase: "payment", attempt: 1, saveError: "Your browser storage is full." });
    // Submitting again clears the message and starts a new attempt.
    expect(cardReducer(state, { type: "submit" })).toEqual({ phase: "processing", attempt: 2 });
  });

  it("cannot be submitted twice while processing", () => {
    const processing = run({ type: "submit" });
    expect(cardReducer(processing, { type: "submit" })).toBe(processing);
  });

  it("ignores results of an attempt that was closed (reset) before it finished", () => {
    const reset = run({ type: "submit" }, { type: "reset" });
    expect(reset).toEqual({ phase: "payment", attempt: 2, saveError: null });
    expect(cardReducer(reset, { type: "succeeded", attempt: 1, transaction })).toBe(reset);
    const again = cardReducer(reset, { type: "submit" });
    expect(cardReducer(again, { type: "failed", attempt: 1, message: "old" })).toBe(again);
  });

  it("resets from success", () => {
    const done = run({ type: "submit" }, { type: "succeeded", attempt: 1, transaction }, { type: "reset" });
    expect(done.phase).toBe("payment");
  });

  it("ignores a result when not processing", () => {
    expect(cardReducer(initialCardState, { type: "succeeded", attempt: 0, transaction })).toBe(initialCardState);
  });
});
