import type { Contract, Signature, SigningParty } from "@/lib/schemas/contract";

/*
 * What pages read about a contract's signatures, apart from the transitions themselves
 * (state-machine.ts, loaded with the sign and cancel forms).
 */

export const partyLabels: Record<SigningParty, string> = { buyer: "Buyer", seller: "Seller" };

/** The signatures still missing (status "pending"), in contract order. */
export function pendingSignatures(contract: Pick<Contract, "signatures">): Signature[] {
  return contract.signatures.filter((signature) => signature.status === "pending");
}

/** Why this contract cannot be signed now, or null when it can. */
export function signingBlocker(contract: Pick<Contract, "status" | "signatures">): string | null {
  switch (contract.status) {
    case "cancelled":
      return "This contract was cancelled, so it can no longer be signed.";
    case "completed":
      return "This contract is completed: the sale has closed and there is nothing left to sign.";
    case "in_review":
      return "Every party has already signed this contract. It is now in review.";
    case "pending_signature":
      return pendingSignatures(contract).length === 0 ? "Every party has already signed this contract." : null;
  }
}
