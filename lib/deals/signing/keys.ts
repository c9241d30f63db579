import { signingKeyStore, type SigningKeyResult, type StoredSigningKey } from "@/lib/store";
import { exportPublicKey, keyFingerprint } from "./fingerprint";
import { ECDSA_P256, signingSubtle } from "./web-crypto";

export { exportPublicKey, groupedHex, keyFingerprint } from "./fingerprint";

/*
 * One ECDSA P-256 key pair per local account, made by Web Crypto. The private key is made
 * non-extractable: no code, this site's included, can read it out of the browser; it can only
 * be asked to sign. The public key travels in each signature as SPKI (DER) in base64: one fixed
 * byte encoding (JWK would need its members ordered and trimmed before hashing), so the
 * fingerprint over it is well defined, and other tools read it as it is (openssl, Web Crypto).
 */

export type SigningKey = StoredSigningKey;
export type { SigningKeyResult } from "@/lib/store";

/** A new key pair for the account, with its public key and fingerprint written out. */
export async function generateSigningKey(accountId: string, now: Date = new Date()): Promise<SigningKey> {
  const pair = await signingSubtle().generateKey(ECDSA_P256, false, ["sign", "verify"]);
  const publicKeySpki = await exportPublicKey(pair.publicKey);
  return {
    accountId,
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
    publicKeySpki,
    keyFingerprint: await keyFingerprint(publicKeySpki),
    createdAt: now.toISOString(),
  };
}

/**
 * The account's key, made and stored on first use. `storage: "memory"` means this browser
 * would not keep it: it signs for this visit only, and the next visit makes another key.
 * Throws an error named SigningUnavailableError (isSigningUnavailable, web-crypto.ts) where the browser offers no Web Crypto.
 */
export async function getOrCreateSigningKey(accountId: string): Promise<SigningKeyResult> {
  signingSubtle();
  return signingKeyStore().getOrCreate(accountId, () => generateSigningKey(accountId));
}

/** The account's key if this browser holds one already; never makes one (a page that only reads, such as /verify). */
export async function findSigningKey(accountId: string): Promise<SigningKey | null> {
  signingSubtle();
  return signingKeyStore().find(accountId);
}
