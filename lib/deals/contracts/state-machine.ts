import type { Contract, ContractStatus, Signature, SignatureProof, SigningParty, TimelineEvent } from "@/lib/schemas/contract";
import { tidyCapacity, tidySignatureText } from "./legal-name";
import { partyLabels, signingBlocker } from "./parties";

export { partyLabels, pendingSignatures, signingBlocker } from "./parties";

/*
 * The contract lifecycle (see README.md):
 *
 *   pending_signature --(last pending party signs)--> in_review --(complete)--> completed
 *          |                                              |
 *          +----------------(cancel)----------------------+--> cancelled
 *
 * Every function here is pure: it takes a contract and returns the next one, or throws a
 * ContractTransitionError saying why the change is not allowed. The store runs them inside
 * an atomic update, so two tabs cannot both apply a change that may happen once.
 */

export class ContractTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContractTransitionError";
  }
}

export type SignInput = {
  party: SigningParty;
  /** The full legal name the signer typed: not blank, but it need not be the party's name (a director signs for a company). */
  signedName: string;
  /** In what capacity they sign ("Director, for Collins Dune Holdings LLC"); optional for a person signing for themselves. */
  capacity?: string;
  /** When it was signed, as an ISO timestamp. */
  at: string;
  /** SHA-256 of the contract's terms at signing (see terms-digest.ts), when the browser could compute it. */
  termsDigest?: string;
  /**
   * The key's signature over these same party, name, capacity, time and terms
   * (lib/deals/signing/sign.ts `prepareSignature` makes the whole input), when the browser could make one.
   */
  proof?: SignatureProof;
};

/**
 * Records one party's signature. When it was the last one missing, the contract moves to
 * in_review and the timeline says so.
 */
export function signContract(contract: Contract, input: SignInput): Contract {
  const blocker = signingBlocker(contract);
  if (blocker) throw new ContractTransitionError(blocker);
  const label = partyLabels[input.party];
  const index = contract.signatures.findIndex((signature) => signature.party === input.party);
  const current = contract.signatures[index];
  if (!current) throw new ContractTransitionError(`This contract has no ${label.toLowerCase()} signature line.`);
  if (current.status === "signed") throw new ContractTransitionError(`The ${label.toLowerCase()} has already signed this contract.`);
  const signedName = tidySignatureText(input.signedName);
  if (!signedName) throw new ContractTransitionError("A signature needs the signer's full legal name.");
  const capacity = tidyCapacity(input.capacity);
  const termsDigest = input.proof?.termsDigest ?? input.termsDigest;

  const signed: Signature = {
    ...current,
    status: "signed",
    date: input.at,
    signedName,
    ...(capacity ? { capacity } : {}),
    ...(termsDigest ? { termsDigest } : {}),
    ...(input.proof
      ? { signature: input.proof.signature, publicKey: input.proof.publicKey, keyFingerprint: input.proof.keyFingerprint }
      : {}),
  };
  const signatures = contract.signatures.map((signature, position) => (position === index ? signed : signature));
  const timeline: TimelineEvent[] = [
    ...contract.timeline,
    {
      date: input.at,
      fact: {
        kind: "signed",
        party: input.party,
        partyName: current.name,
        signedName,
        ...(capacity ? { capacity } : {}),
        how: input.proof ? "key-here" : "typed",
      },
    },
  ];
  const allSigned = signatures.every((signature) => signature.status === "signed");
  if (!allSigned) return { ...contract, signatures, timeline };
  return {
    ...contract,
    signatures,
    status: "in_review",
    timeline: [...timeline, { date: input.at, fact: { kind: "fully-signed" } }],
  };
}

const cancellable: readonly ContractStatus[] = ["pending_signature", "in_review"];

/** Why this contract cannot be cancelled, or null when it can. */
export function cancelBlocker(contract: Pick<Contract, "status">): string | null {
  if (contract.status === "completed") return "A completed contract cannot be cancelled: the sale has closed.";
  if (contract.status === "cancelled") return "This contract is already cancelled.";
  return cancellable.includes(contract.status) ? null : "This contract cannot be cancelled.";
}

/** Cancels a contract that has not completed; the timeline records it. */
export function cancelContract(contract: Contract, input: { at: string }): Contract {
  const blocker = cancelBlocker(contract);
  if (blocker) throw new ContractTransitionError(blocker);
  return {
    ...contract,
    status: "cancelled",
    timeline: [...contract.timeline, { date: input.at, fact: { kind: "cancelled" } }],
  };
}

/** Why this contract cannot be completed now, or null when it can: only a fully signed contract in review closes. */
export function completionBlocker(contract: Pick<Contract, "status">): string | null {
  switch (contract.status) {
    case "pending_signature":
      return "Every party must sign this contract before the sale can complete.";
    case "completed":
      return "This contract is already completed.";
    case "cancelled":
      return "This contract was cancelled, so the sale cannot complete.";
    case "in_review":
      return null;
  }
}

/**
 * Marks the sale closed (in_review -> completed); the timeline records it. A deal completes, and
 * releases its escrow deposit, through lib/deals/completion.ts.
 */
export function completeContract(contract: Contract, input: { at: string }): Contract {
  const blocker = completionBlocker(contract);
  if (blocker) throw new ContractTransitionError(blocker);
  return {
    ...contract,
    status: "completed",
    timeline: [...contract.timeline, { date: input.at, fact: { kind: "completed" } }],
  };
}
