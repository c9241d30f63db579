import { canonicalBase64Bytes, readPublicKey } from "@/lib/deals/signing/public-key";
import { statedTimeInBounds } from "@/lib/deals/signing/verify";
import { ECDSA_SHA256, signingSubtle } from "@/lib/deals/signing/web-crypto";
import type { DealMessage } from "@/lib/schemas/deal-message";
import { signedBytes } from "./canonical";

/**
 * Why the message's signature does not hold, or null when it does: its key must be a P-256 SPKI in
 * its one form (lib/deals/signing/public-key.ts), its signature base64 written as this site writes
 * it, and the signature must check over every other field.
 */
export async function signatureProblem(message: DealMessage): Promise<string | null> {
  const read = await readPublicKey(message.publicKey);
  if (!read) return "Its public key is not a P-256 signing key written in the one form this site accepts.";
  const signature = canonicalBase64Bytes(message.signature);
  const checks = signature !== null && (await signingSubtle().verify(ECDSA_SHA256, read.key, signature, signedBytes(message)));
  return checks ? null : "Its signature does not check: the message was changed after it was signed, or was not signed with this key.";
}

/**
 * Why the time the sender states cannot be, or null: not before the thread began (its first
 * version's day, in the earliest time zone), not more than a few minutes ahead of this clock.
 */
export function timeProblem(message: Pick<DealMessage, "at">, threadStartedAt: string, now: Date): string | null {
  return statedTimeInBounds(message.at, { createdOn: threadStartedAt, now })
    ? null
    : "The time it states is before the offer was made or in the future, so it is refused.";
}
