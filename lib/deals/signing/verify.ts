import { fromBase64OrNull } from "@/lib/base64";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import type { Contract, Signature, SigningParty } from "@/lib/schemas/contract";
import { keyFingerprint } from "./fingerprint";
import { signatureStatement } from "./statement";
import { ECDSA_P256, ECDSA_SHA256, isSigningUnavailable, signingSubtle, signingUnavailable } from "./web-crypto";

/**
 * Checking a contract's signatures, offline: per signature, one of
 * - "valid": the key signed these very terms (and this name, capacity, party and time);
 * - "changed": the key signed, but the terms it signed (the digest recorded then) are not the
 *   contract's terms now: the document changed after signing;
 * - "invalid": the signature does not check with the recorded public key, or the record is not
 *   self-consistent (its fingerprint is not its key's);
 * - "wrong-key": the signature checks, but with a key other than the one known for that party
 *   (a packet from the other party must keep the key the first signature was made with);
 * - "pending": not signed yet;
 * - "typed-only": signed before signatures carried a key: a typed name, nothing to check.
 */
export type SignatureStatus = "valid" | "changed" | "invalid" | "wrong-key" | "pending" | "typed-only";

export type SignatureCheck = {
  party: SigningParty;
  /** The party's name in the contract's terms (which the signature covers; the signature line's own copy is not signed). */
  name: string;
  status: SignatureStatus;
  signedName?: string;
  capacity?: string;
  date: string | null;
  /** The fingerprint of the key the signature carries, computed here (not read from the record). */
  keyFingerprint?: string;
};

export type ContractCheck = {
  /** SHA-256 (hex) of the contract's canonical terms, as they are now. */
  termsDigest: string;
  signatures: SignatureCheck[];
};

/** The public key (SPKI base64) known for a party, where one is known. */
export type ExpectedKeys = Partial<Record<SigningParty, string>>;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

async function importPublicKey(spki: Uint8Array<ArrayBuffer>): Promise<CryptoKey | null> {
  try {
    return await signingSubtle().importKey("spki", spki, ECDSA_P256, false, ["verify"]);
  } catch (error) {
    if (isSigningUnavailable(error)) throw error;
    return null;
  }
}

/** One signature against the contract's current terms digest, and the key expected for its party if one is known. */
export async function verifySignature(signature: Signature, currentDigest: string, expectedKey?: string): Promise<SignatureStatus> {
  if (signature.status === "pending" || signature.date === null) return "pending";
  const { signature: signed, publicKey, keyFingerprint: fingerprint, termsDigest: digest, signedName } = signature;
  if (signed === undefined || publicKey === undefined) return "typed-only";
  const spki = fromBase64OrNull(publicKey);
  const signatureBytes = fromBase64OrNull(signed);
  const key = spki ? await importPublicKey(spki) : null;
  if (!spki || !signatureBytes || !key || digest === undefined || signedName === undefined) return "invalid";
  const statement = signatureStatement({
    party: signature.party,
    signedName,
    capacity: signature.capacity,
    date: signature.date,
    termsDigest: digest,
  });
  const checks = await signingSubtle().verify(ECDSA_SHA256, key, signatureBytes, statement);
  if (!checks || fingerprint !== (await keyFingerprint(publicKey))) return "invalid";
  if (expectedKey !== undefined) {
    const expected = fromBase64OrNull(expectedKey);
    if (!expected || !sameBytes(expected, spki)) return "wrong-key";
  }
  return digest === currentDigest ? "valid" : "changed";
}

/**
 * Every signature of the contract, against its terms as they are now. Give `expectedKeys` when a
 * party's key is known (item 5: the key of a signature already held here). Throws an error
 * named SigningUnavailableError (isSigningUnavailable) where the browser offers no Web Crypto.
 */
export async function verifyContract(contract: Contract, options: { expectedKeys?: ExpectedKeys } = {}): Promise<ContractCheck> {
  signingSubtle();
  const digest = await termsDigest(contract);
  if (!digest) throw signingUnavailable();
  const signatures = await Promise.all(
    contract.signatures.map(async (signature): Promise<SignatureCheck> => {
      const status = await verifySignature(signature, digest, options.expectedKeys?.[signature.party]);
      const fingerprint =
        signature.publicKey && fromBase64OrNull(signature.publicKey) ? await keyFingerprint(signature.publicKey) : undefined;
      return {
        party: signature.party,
        name: contract[signature.party].name,
        status,
        date: signature.date,
        ...(signature.signedName !== undefined ? { signedName: signature.signedName } : {}),
        ...(signature.capacity !== undefined ? { capacity: signature.capacity } : {}),
        ...(fingerprint ? { keyFingerprint: fingerprint } : {}),
      };
    }),
  );
  return { termsDigest: digest, signatures };
}

/** The keys this contract's signatures were made with, per party: what a returning packet must keep. */
export function expectedKeysOf(contract: Pick<Contract, "signatures">): ExpectedKeys {
  const keys: ExpectedKeys = {};
  for (const signature of contract.signatures) {
    if (signature.status === "signed" && signature.publicKey) keys[signature.party] = signature.publicKey;
  }
  return keys;
}
