import { describe, expect, it } from "vitest";
import type { Transaction } from "@/lib/schemas/transaction";
import {
  CHARGE_WINDOW_SECONDS,
  cryptoReducer,
  describeCountdown,
  formatCountdown,
  initialCryptoState,
  remainingSeconds,
  secondsLeftAt,
  type CryptoEvent,
  type CryptoState,
} from "./crypto-machine";

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const charge = {
  code: "DEMO-AB12CD34",
  coin: "bitcoin" as const,
  amountCents: 85_000_00,
  coinAmount: "0.89473684",
  address: "bc1qdemo",
  uri: "bitcoin:bc1qdemo?amount=0.89473684",
};
const transaction: Transaction = {
  id: "TXN-ABC12345",
  property: "Aman Miami Beach",
  amountCents: 85_000_00,
  type: "Deposit",
  status: "escrow",
  date: "2026-11-22T10:05:00.000Z",
  buyer: "You (crypto wallet)",
  seller: "Aman",
  method: "bitcoin",
};

const run = (...events: CryptoEvent[]) => events.reduce<CryptoState>(cryptoReducer, initialCryptoState);
const create: CryptoEvent = { type: "create", charge, now: T0 };

describe("cryptoReducer", () => {
  it("starts at charge with the full hour on the clock", () => {
    expect(initialCryptoState.phase).toBe("charge");
    expect(remainingSeconds(initialCryptoState)).toBe(3600);
    expect(formatCountdown(remainingSeconds(initialCryptoState))).toBe("60:00");
  });

  it("creating a charge moves to payment with a 3600-second window", () => {
    const state = run(create);
    expect(state).toMatchObject({ phase: "payment", secondsLeft: CHARGE_WINDOW_SECONDS, saveError: null });
    expect(state.phase === "payment" && state.charge.expiresAt - state.charge.createdAt).toBe(3_600_000);
  });

  it("counts down by ticks carrying the time", () => {
    const after1 = run(create, { type: "tick", now: T0 + 1000 });
    expect(remainingSeconds(after1)).toBe(3599);
    expect(formatCountdown(remainingSeconds(after1))).toBe("59:59");
    // A tick within the same second changes nothing (same object, no re-render).
    expect(cryptoReducer(after1, { type: "tick", now: T0 + 1500 })).toBe(after1);
    const late = cryptoReducer(after1, { type: "tick", now: T0 + 3_599_000 });
    expect(formatCountdown(remainingSeconds(late))).toBe("0:01");
  });

  it("expires at 0:00, even when the clock jumps past it, and a new charge can be created", () => {
    const expired = run(create, { type: "tick", now: T0 + 3_600_000 });
    expect(expired).toMatchObject({ phase: "expired", charge: { code: "DEMO-AB12CD34" } });
    expect(formatCountdown(remainingSeconds(expired))).toBe("0:00");
    const jumped = run(create, { type: "tick", now: T0 + 10 * 3_600_000 });
    expect(jumped.phase).toBe("expired");
    const renewed = cryptoReducer(expired, { type: "create", charge: { ...charge, code: "DEMO-NEW00001" }, now: T0 + 3_700_000 });
    expect(renewed).toMatchObject({ phase: "payment", secondsLeft: 3600, charge: { code: "DEMO-NEW00001" } });
  });

  it("goes payment -> confirming -> complete", () => {
    const confirming = run(create, { type: "sent" });
    expect(confirming).toMatchObject({ phase: "confirming", attempt: 1 });
    // The countdown no longer matters while confirming.
    expect(cryptoReducer(confirming, { type: "tick", now: T0 + 3_600_000 })).toBe(confirming);
    expect(cryptoReducer(confirming, { type: "succeeded", attempt: 1, transaction })).toMatchObject({ phase: "complete", transaction });
  });

  it("returns to payment with the store's message when saving fails, or to expired when the hour is over", () => {
    const confirming = run(create, { type: "sent" });
    expect(cryptoReducer(confirming, { type: "failed", attempt: 1, message: "Storage full", now: T0 + 10_000 })).toMatchObject({
      phase: "payment",
      secondsLeft: 3590,
      saveError: "Storage full",
    });
    expect(cryptoReducer(confirming, { type: "failed", attempt: 1, message: "Storage full", now: T0 + 3_600_000 }).phase).toBe("expired");
  });

  it("reset returns to charge from anywhere and ignores late results", () => {
    for (const events of [[create], [create, { type: "sent" } as const], [create, { type: "tick", now: T0 + 4e6 } as const]]) {
      const state = cryptoReducer(run(...events), { type: "reset" });
      expect(state.phase).toBe("charge");
      expect(remainingSeconds(state)).toBe(3600);
    }
    const reset = run(create, { type: "sent" }, { type: "reset" });
    expect(cryptoReducer(reset, { type: "succeeded", attempt: 1, transaction })).toBe(reset);
    const again = run(create, { type: "sent" }, { type: "reset" }, create, { type: "sent" });
    expect(again).toMatchObject({ phase: "confirming", attempt: 3 });
    expect(cryptoReducer(again, { type: "succeeded", attempt: 1, transaction })).toBe(again);
  });

  it("ignores events that do not fit the phase", () => {
    expect(cryptoReducer(initialCryptoState, { type: "sent" })).toBe(initialCryptoState);
    expect(cryptoReducer(initialCryptoState, { type: "tick", now: T0 })).toBe(initialCryptoState);
    const payment = run(create);
    expect(cryptoReducer(payment, create)).toBe(payment);
  });
});

describe("countdown text", () => {
  it.each([
    [3600, "60:00"],
    [3599, "59:59"],
    [600, "10:00"],
    [61, "1:01"],
    [59, "0:59"],
    [0, "0:00"],
    [-5, "0:00"],
  ])("%i seconds is %s", (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it("describes the time left in words", () => {
    expect(describeCountdown(3599)).toBe("59 minutes 59 seconds left");
    expect(describeCountdown(3600)).toBe("60 minutes left");
    expect(describeCountdown(61)).toBe("1 minute 1 second left");
    expect(describeCountdown(0)).toBe("0 seconds left");
  });

  it("rounds partial seconds up", () => {
    expect(secondsLeftAt(T0 + 1000, T0)).toBe(1);
    expect(secondsLeftAt(T0 + 1000, T0 + 1)).toBe(1);
    expect(secondsLeftAt(T0 + 1000, T0 + 1000)).toBe(0);
  });
});
