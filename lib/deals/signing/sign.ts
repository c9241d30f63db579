import { toBase64 } from "@/lib/base64";
import { tidyCapacity, tidySignatureText } from "@/lib/deals/contracts/legal-name";
import type { SignInput } from "@/lib/deals/contracts/state-machine";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import type { Contract, SigningParty } from "@/lib/schemas/contract";
import type { SigningKey } from "./keys";
import { signatureStatement, type SignedFacts } from "./statement";
import { ECDSA_SHA256, signingSubtle, signingUnavailable } from "./web-crypto";

export type SignRequest = {
  party: SigningParty;
  /** The typed full legal name (not blank). */
  signedName: string;
  capacity?: string;
  /** When it is signed (ISO). */
  at: string;
};

/** ECDSA P-256 with SHA-256 over the signed statement; base64 of the 64-byte r||s Web Crypto gives. */
export async function signStatement(facts: SignedFacts, privateKey: CryptoKey): Promise<string> {
  const signature = await signingSubtle().sign(ECDSA_SHA256, privateKey, signatureStatement(facts));
  return toBase64(new Uint8Array(signature));
}

/**
 * Everything `signContract` (lib/deals/contracts/state-machine.ts) needs for one party's signature,
 * signed with the key: the name and capacity tidied exactly as the contract will keep them, the
 * terms digest, and the proof (signature, public key, fingerprint). Compute it from the same
 * contract the signer read; the state machine then records it as it is.
 */
export async function prepareSignature(
  contract: Contract,
  request: SignRequest,
  key: Pick<SigningKey, "privateKey" | "publicKeySpki" | "keyFingerprint">,
): Promise<SignInput> {
  const digest = await termsDigest(contract);
  if (!digest) throw signingUnavailable();
  const signedName = tidySignatureText(request.signedName);
  const capacity = tidyCapacity(request.capacity);
  const facts: SignedFacts = { party: request.party, signedName, capacity, date: request.at, termsDigest: digest };
  return {
    party: request.party,
    signedName,
    ...(capacity ? { capacity } : {}),
    at: request.at,
    termsDigest: digest,
    proof: {
      termsDigest: digest,
      signature: await signStatement(facts, key.privateKey),
      publicKey: key.publicKeySpki,
      keyFingerprint: key.keyFingerprint,
    },
  };
}
