import { fromBase64OrNull } from "@/lib/base64";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import type { Contract, Signature, SigningParty } from "@/lib/schemas/contract";
import { keyFingerprint } from "./fingerprint";
import { signatureStatement } from "./statement";
import { readPublicKey, sameBytes } from "./public-key";
import { ECDSA_SHA256, signingSubtle, signingUnavailable } from "./web-crypto";

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
 * - "typed-only": signed before signatures carried a key: a typed name, nothing to check;
 * - "shared-key": it checks, but the same key (compared as bytes) signed the other line too:
 *   one key cannot sign for both parties;
 * - "bad-time": it checks, but the time the signer stated is before the contract was created or
 *   more than five minutes ahead of this device's clock.
 * A key is read only in its one canonical form (public-key.ts); any other spelling is "invalid".
 */
export type SignatureStatus = "valid" | "changed" | "invalid" | "wrong-key" | "shared-key" | "bad-time" | "pending" | "typed-only";

/** How far ahead of this device's clock a stated signing time may be (clocks differ a little). */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

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
  /** The public key the signature carries (SPKI base64), to tell whose key it is (lib/contacts/who-signed.ts). */
  publicKey?: string;
};

export type ContractCheck = {
  /** SHA-256 (hex) of the contract's canonical terms, as they are now. */
  termsDigest: string;
  signatures: SignatureCheck[];
};

/** The public key (SPKI base64) known for a party, where one is known. */
export type ExpectedKeys = Partial<Record<SigningParty, string>>;

/**
 * When a stated signing time may lie: not before the contract's creation day began anywhere on Earth (its date is the
 * creator's local date, and the earliest time zone is UTC+14), not beyond the tolerance ahead of now.
 */
export type TimeBounds = { createdOn: string; now: Date };

export function statedTimeInBounds(statedAt: string, bounds: TimeBounds): boolean {
  const stated = Date.parse(statedAt);
  const created = Date.parse(`${bounds.createdOn.slice(0, 10)}T00:00:00.000+14:00`);
  if (Number.isNaN(stated)) return false;
  if (!Number.isNaN(created) && stated < created) return false;
  return stated <= bounds.now.getTime() + FUTURE_TOLERANCE_MS;
}

/** One signature against the contract's current terms digest, and the key expected for its party if one is known. */
export async function verifySignature(
  signature: Signature,
  currentDigest: string,
  expectedKey?: string,
  bounds?: TimeBounds,
): Promise<SignatureStatus> {
  if (signature.status === "pending" || signature.date === null) return "pending";
  const { signature: signed, publicKey, keyFingerprint: fingerprint, termsDigest: digest, signedName } = signature;
  if (signed === undefined || publicKey === undefined) return "typed-only";
  const read = await readPublicKey(publicKey);
  const signatureBytes = fromBase64OrNull(signed);
  if (!read || !signatureBytes || digest === undefined || signedName === undefined) return "invalid";
  const { key, spki } = read;
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
    const expected = await readPublicKey(expectedKey);
    if (!expected || !sameBytes(expected.spki, spki)) return "wrong-key";
  }
  if (bounds && !statedTimeInBounds(signature.date, bounds)) return "bad-time";
  return digest === currentDigest ? "valid" : "changed";
}

/**
 * Every signature of the contract, against its terms as they are now. Give `expectedKeys` when a
 * party's key is known (item 5: the key of a signature already held here). Throws an error
 * named SigningUnavailableError (isSigningUnavailable) where the browser offers no Web Crypto.
 */
export async function verifyContract(
  contract: Contract,
  options: { expectedKeys?: ExpectedKeys; now?: Date; createdOn?: string } = {},
): Promise<ContractCheck> {
  signingSubtle();
  const digest = await termsDigest(contract);
  if (!digest) throw signingUnavailable();
  const bounds: TimeBounds = { createdOn: options.createdOn ?? contract.created, now: options.now ?? new Date() };
  const checked = await Promise.all(
    contract.signatures.map(async (signature): Promise<SignatureCheck> => {
      const status = await verifySignature(signature, digest, options.expectedKeys?.[signature.party], bounds);
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
        ...(fingerprint && signature.publicKey ? { publicKey: signature.publicKey } : {}),
      };
    }),
  );
  const shared = await sharedKeyParties(checked);
  const signatures = checked.map((line) => (shared.has(line.party) ? { ...line, status: "shared-key" as const } : line));
  return { termsDigest: digest, signatures };
}

/** Signatures made with a key, whatever else is wrong with them, except one that does not check with its key at all. */
const SIGNED_WITH_ITS_KEY: readonly SignatureStatus[] = ["valid", "changed", "wrong-key", "bad-time"];

/** The parties whose lines, each checking with its own key, were signed with one and the same key (compared as bytes). */
async function sharedKeyParties(checks: readonly SignatureCheck[]): Promise<Set<SigningParty>> {
  const keyed = await Promise.all(
    checks
      .filter((line) => SIGNED_WITH_ITS_KEY.includes(line.status) && line.publicKey)
      .map(async (line) => ({ party: line.party, read: await readPublicKey(line.publicKey ?? "") })),
  );
  const shared = new Set<SigningParty>();
  for (const [index, line] of keyed.entries()) {
    for (const other of keyed.slice(index + 1)) {
      if (line.read && other.read && line.party !== other.party && sameBytes(line.read.spki, other.read.spki)) {
        shared.add(line.party).add(other.party);
      }
    }
  }
  return shared;
}

/** The keys this contract's signatures were made with, per party: what a returning packet must keep. */
export function expectedKeysOf(contract: Pick<Contract, "signatures">): ExpectedKeys {
  const keys: ExpectedKeys = {};
  for (const signature of contract.signatures) {
    if (signature.status === "signed" && signature.publicKey) keys[signature.party] = signature.publicKey;
  }
  return keys;
}
