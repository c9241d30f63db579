import type { Transaction } from "@/lib/schemas/transaction";

/**
 * The card dialog's state machine (see README.md):
 *
 *   payment --submit--> processing --succeeded--> success
 *      ^                    |
 *      +------failed--------+   (the store refused the record: its message is shown, fields kept)
 *
 *   reset (closing the dialog) returns to payment from anywhere.
 *
 * Every submit starts a new attempt; a result carries its attempt and is ignored when it is not
 * the current one, so a payment finishing after the dialog was closed cannot show up later.
 */

/** How long the simulated card authorisation takes. */
export const CARD_PROCESSING_MS = 2000;

export type CardState =
  | { phase: "payment"; attempt: number; saveError: string | null }
  | { phase: "processing"; attempt: number }
  | { phase: "success"; attempt: number; transaction: Transaction };

export type CardEvent =
  | { type: "submit" }
  | { type: "succeeded"; attempt: number; transaction: Transaction }
  | { type: "failed"; attempt: number; message: string }
  | { type: "reset" };

export const initialCardState: CardState = { phase: "payment", attempt: 0, saveError: null };

export function cardReducer(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case "submit":
      return state.phase === "payment" ? { phase: "processing", attempt: state.attempt + 1 } : state;
    case "succeeded":
      return state.phase === "processing" && event.attempt === state.attempt
        ? { phase: "success", attempt: state.attempt, transaction: event.transaction }
        : state;
    case "failed":
      return state.phase === "processing" && event.attempt === state.attempt
        ? { phase: "payment", attempt: state.attempt, saveError: event.message }
        : state;
    case "reset":
      // A new attempt number, so a result still in flight for the old one is ignored.
      return { phase: "payment", attempt: state.attempt + 1, saveError: null };
  }
}
