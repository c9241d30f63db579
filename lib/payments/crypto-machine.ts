import type { Transaction } from "@/lib/schemas/transaction";
import type { Coin } from "./crypto";

/**
 * The crypto dialog's state machine (see README.md):
 *
 *   charge --create--> payment --sent--> confirming --succeeded--> complete
 *                       |  ^                 |
 *               tick to |  +----failed-------+   (the store refused the record)
 *                  0:00 v
 *                    expired --create--> payment (a new charge, a new hour)
 *
 *   reset (closing the dialog) returns to charge, with the window back at 3600 s.
 *
 * The countdown is pure tick logic over absolute time: each tick carries `now` and the seconds
 * left are ceil((expiresAt - now) / 1000), so a throttled background tab or a clock jumped
 * forward lands on the right second, and reaching 0 expires the charge.
 */

/** How long a charge holds its amount: one hour. */
export const CHARGE_WINDOW_SECONDS = 3600;

/** How long the simulated confirming step lasts. */
export const CONFIRMING_MS = 3000;

export type Charge = {
  /** DEMO-… */
  code: string;
  coin: Coin;
  /** The deposit, in cents. */
  amountCents: number;
  /** The amount in the coin, as text ("0.89473684"). */
  coinAmount: string;
  address: string;
  /** bitcoin:…?amount=… or ethereum:…?value=… */
  uri: string;
  /** Epoch milliseconds. */
  createdAt: number;
  expiresAt: number;
};

export type CryptoState =
  | { phase: "charge"; attempt: number }
  | { phase: "payment"; attempt: number; charge: Charge; secondsLeft: number; saveError: string | null }
  | { phase: "expired"; attempt: number; charge: Charge }
  | { phase: "confirming"; attempt: number; charge: Charge; secondsLeft: number }
  | { phase: "complete"; attempt: number; charge: Charge; transaction: Transaction };

export type CryptoEvent =
  | { type: "create"; charge: Omit<Charge, "createdAt" | "expiresAt">; now: number }
  | { type: "tick"; now: number }
  | { type: "sent" }
  | { type: "succeeded"; attempt: number; transaction: Transaction }
  | { type: "failed"; attempt: number; message: string; now: number }
  | { type: "reset" };

export const initialCryptoState: CryptoState = { phase: "charge", attempt: 0 };

/** Whole seconds left before `expiresAt`, never below 0. */
export function secondsLeftAt(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** The countdown's seconds in any state: the full window before a charge exists, 0 once expired. */
export function remainingSeconds(state: CryptoState): number {
  switch (state.phase) {
    case "charge":
      return CHARGE_WINDOW_SECONDS;
    case "expired":
      return 0;
    case "payment":
    case "confirming":
      return state.secondsLeft;
    case "complete":
      return 0;
  }
}

/** Back to paying after a failed save, or straight to expired if the hour ran out meanwhile. */
function backToPayment(state: Extract<CryptoState, { phase: "confirming" }>, message: string, now: number): CryptoState {
  const secondsLeft = secondsLeftAt(state.charge.expiresAt, now);
  if (secondsLeft === 0) return { phase: "expired", attempt: state.attempt, charge: state.charge };
  return { phase: "payment", attempt: state.attempt, charge: state.charge, secondsLeft, saveError: message };
}

export function cryptoReducer(state: CryptoState, event: CryptoEvent): CryptoState {
  switch (event.type) {
    case "create":
      if (state.phase !== "charge" && state.phase !== "expired") return state;
      return {
        phase: "payment",
        attempt: state.attempt,
        charge: { ...event.charge, createdAt: event.now, expiresAt: event.now + CHARGE_WINDOW_SECONDS * 1000 },
        secondsLeft: CHARGE_WINDOW_SECONDS,
        saveError: null,
      };
    case "tick": {
      if (state.phase !== "payment") return state;
      const secondsLeft = secondsLeftAt(state.charge.expiresAt, event.now);
      if (secondsLeft === 0) return { phase: "expired", attempt: state.attempt, charge: state.charge };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case "sent":
      if (state.phase !== "payment") return state;
      return { phase: "confirming", attempt: state.attempt + 1, charge: state.charge, secondsLeft: state.secondsLeft };
    case "succeeded":
      return state.phase === "confirming" && state.attempt === event.attempt
        ? { phase: "complete", attempt: state.attempt, charge: state.charge, transaction: event.transaction }
        : state;
    case "failed":
      return state.phase === "confirming" && state.attempt === event.attempt ? backToPayment(state, event.message, event.now) : state;
    case "reset":
      // A new attempt number, so a result still in flight for the old charge is ignored.
      return { phase: "charge", attempt: state.attempt + 1 };
  }
}

/** The countdown as m:ss: 3600 -> "60:00", 3599 -> "59:59", 59 -> "0:59", 0 -> "0:00". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

/** "59 minutes 59 seconds left", for the countdown's accessible text. */
export function describeCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}` : null,
    rest > 0 || minutes === 0 ? `${rest} ${rest === 1 ? "second" : "seconds"}` : null,
  ].filter(Boolean);
  return `${parts.join(" ")} left`;
}
