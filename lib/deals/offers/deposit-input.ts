import type { Cents } from "@/lib/money";
import { shareOf } from "@/lib/money-shares";
import { readDepositInput } from "@/lib/schemas/deposit-text";

/** The deposit typed in the offer form (lib/schemas/deposit-text.ts) in cents for an offer of `offer` cents, or null when it cannot be read. */
export function depositCentsFor(text: string, offer: Cents): Cents | null {
  const input = readDepositInput(text);
  if (!input) return null;
  return input.kind === "amount" ? input.cents : shareOf(offer, input.rate);
}
