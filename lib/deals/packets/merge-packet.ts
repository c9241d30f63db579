import { ContractTransitionError, partyLabels, signContract } from "@/lib/deals/contracts/state-machine";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import type { Contract, Signature, SigningParty } from "@/lib/schemas/contract";
import { expectedKeysOf, verifyContract, type SignatureStatus } from "@/lib/deals/signing/verify";
import { isSameKey } from "@/lib/deals/signing/public-key";
import { signingUnavailable } from "@/lib/deals/signing/web-crypto";

/*
 * A returning deal packet (the other party's signed PDF) applied to the contract kept here. The
 * file is trusted for nothing but what its signatures prove: its terms must be the stored ones,
 * every signature already kept here must come back exactly as it is, and each new signature must
 * check with its own key against these terms, with a key that is not the one the other party
 * signed with here. Only then are the new signatures recorded, through the contract's own state
 * machine (so it moves to in_review when no one is left to sign). Status, timeline and dates in the
 * file are not covered by the signatures and are never taken from it.
 */

export type MergeOutcome = { ok: true; contract: Contract; added: SigningParty[] } | { ok: false; reason: string };

const refuse = (reason: string): MergeOutcome => ({ ok: false, reason });

/** What a signature line records once signed; all of it must come back unchanged. */
const SIGNED_FIELDS = ["status", "date", "signedName", "capacity", "termsDigest", "signature", "publicKey", "keyFingerprint"] as const;

function sameSignature(kept: Signature, incoming: Signature): boolean {
  return SIGNED_FIELDS.every((field) => kept[field] === incoming[field]);
}

/** The packet under the id its terms were signed with (a hostile file may carry a local `packetId`). */
export function packetAsSigned(packet: Contract): Contract {
  const copy = { ...packet, id: packet.packetId ?? packet.id };
  delete copy.packetId;
  delete copy.ownerId;
  return copy;
}

function newSignatureRefusal(status: SignatureStatus, party: string, other: string): string | null {
  switch (status) {
    case "valid":
      return null;
    case "changed":
      return `The ${party}'s signature in this file was made on other terms: the document changed after signing.`;
    case "typed-only":
      return `The ${party}'s signature in this file is a typed name with no key, so nobody can check it.`;
    case "shared-key":
      return `The ${party}'s signature in this file was made with the ${other}'s key: one key cannot sign for both parties.`;
    case "bad-time":
      return `The ${party}'s signature in this file states a time before the contract was created or in the future.`;
    default:
      return `The ${party}'s signature in this file does not check with the key it carries.`;
  }
}

const otherParty = (party: SigningParty): SigningParty => (party === "buyer" ? "seller" : "buyer");

/**
 * The new signatures of `incoming` applied to `stored` (each keeps its own time), or why nothing may change.
 * A stated signing time may not be before `createdOn`: the stored contract's creation, or for a copy made just
 * now from the packet (packet-copy.ts), the creation date the packet states.
 */
export async function mergePacket(stored: Contract, incoming: Contract, createdOn: string = stored.created): Promise<MergeOutcome> {
  const packet = packetAsSigned(incoming);
  const [storedDigest, packetDigest] = await Promise.all([termsDigest(stored), termsDigest(packet)]);
  if (!storedDigest || !packetDigest) throw signingUnavailable();
  if (storedDigest !== packetDigest) {
    return refuse("The terms in this file are not the terms of the contract kept here, so none of its signatures can be added to it.");
  }
  const parties = stored.signatures.map((line) => line.party);
  if (packet.signatures.length !== parties.length || !packet.signatures.every((line) => parties.includes(line.party))) {
    return refuse("This file's signature lines are not this contract's, so none of its signatures can be added to it.");
  }
  const knownKeys = expectedKeysOf(stored);
  const check = await verifyContract(packet, { expectedKeys: knownKeys, createdOn });
  const added: Signature[] = [];
  for (const kept of stored.signatures) {
    const line = packet.signatures.find((signature) => signature.party === kept.party);
    const status = check.signatures.find((signature) => signature.party === kept.party)?.status;
    const party = partyLabels[kept.party].toLowerCase();
    if (!line || !status) return refuse("This file's signature lines are not this contract's.");
    if (kept.status === "signed") {
      if (status === "wrong-key") return refuse(`The ${party}'s signature in this file was made with another key than the ${party}'s.`);
      if (!sameSignature(kept, line)) return refuse(`The ${party}'s signature in this file is not the one kept here.`);
      continue;
    }
    if (line.status !== "signed") continue;
    const other = otherParty(kept.party);
    const refusal = newSignatureRefusal(status, party, partyLabels[other].toLowerCase());
    if (refusal) return refuse(refusal);
    const otherKey = knownKeys[other];
    if (otherKey !== undefined && line.publicKey !== undefined && (await isSameKey(otherKey, line.publicKey))) {
      return refuse(
        `The ${party}'s signature in this file was made with the ${partyLabels[other].toLowerCase()}'s key: one key cannot sign for both parties.`,
      );
    }
    added.push(line);
  }
  if (added.length === 0) return refuse("This file adds no signature to the contract kept here.");
  return applySignatures(stored, added, createdOn);
}

/** Records the checked signatures through the state machine, then checks the result once more. */
async function applySignatures(stored: Contract, added: Signature[], createdOn: string): Promise<MergeOutcome> {
  let next = stored;
  try {
    for (const line of [...added].sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""))) {
      next = recordImported(next, line);
    }
  } catch (error) {
    if (error instanceof ContractTransitionError) return refuse(error.message);
    throw error;
  }
  // The state machine tidies names as it records them: what it kept must still be what was signed.
  const recheck = await verifyContract(next, { createdOn });
  const parties = added.map((line) => line.party);
  if (recheck.signatures.some((signature) => parties.includes(signature.party) && signature.status !== "valid")) {
    return refuse("The signatures in this file could not be recorded exactly as they were signed.");
  }
  return { ok: true, contract: next, added: parties };
}

function recordImported(contract: Contract, line: Signature): Contract {
  const { party, signedName, capacity, date, termsDigest: digest, signature, publicKey, keyFingerprint } = line;
  if (!date || !signedName || !digest || !signature || !publicKey || !keyFingerprint) {
    throw new ContractTransitionError("A signature in this file is incomplete.");
  }
  const before = contract.timeline.length;
  const next = signContract(contract, {
    party,
    signedName,
    ...(capacity ? { capacity } : {}),
    at: date,
    proof: { termsDigest: digest, signature, publicKey, keyFingerprint },
  });
  // The state machine records a signature made here; this one was made in the signer's own browser.
  const timeline = next.timeline.map((entry, index) =>
    index === before && "fact" in entry && entry.fact.kind === "signed"
      ? { ...entry, fact: { ...entry.fact, how: "key-imported" as const } }
      : entry,
  );
  return { ...next, timeline };
}
