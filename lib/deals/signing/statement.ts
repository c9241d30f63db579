import type { SigningParty } from "@/lib/schemas/contract";

/**
 * What a key signs: the SHA-256 digest of the contract's canonical terms (lib/deals/contracts/terms-digest.ts),
 * bound to who signed, as whom and when. Signing the digest alone would let a signature be moved to the
 * other party's line, or its typed name, capacity or time be edited, and still check; with them in the
 * signed text, any such edit makes the signature "invalid". A JSON array (fixed order, no whitespace),
 * tagged with its version so a later format can never be mistaken for this one.
 */
export const STATEMENT_TAG = "aurum-residences/contract-signature/v1";

export type SignedFacts = {
  party: SigningParty;
  /** The typed full legal name, tidied (lib/deals/contracts/legal-name.ts). */
  signedName: string;
  /** The capacity, tidied, or undefined (signed as ""). */
  capacity: string | undefined;
  /** When it was signed (ISO), as the signature records it. */
  date: string;
  /** SHA-256 (hex) of the canonical terms. */
  termsDigest: string;
};

export function signatureStatement(facts: SignedFacts): Uint8Array<ArrayBuffer> {
  const text = JSON.stringify([STATEMENT_TAG, facts.party, facts.signedName, facts.capacity ?? "", facts.date, facts.termsDigest]);
  return new TextEncoder().encode(text);
}
