/**
 * What signing-keys.ts and its Dexie database (signing-keys-db.ts) share: a stored key and the
 * table it is kept in (IndexedDB, or a Map for the visit).
 */

export type StoredSigningKey = {
  accountId: string;
  /** ECDSA P-256, usable for "sign" only, never extractable. */
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** Base64 of the public key's SPKI (DER) encoding, as signatures record it. */
  publicKeySpki: string;
  /** "3F2A 9C01 ...": SHA-256 of the SPKI, first 16 bytes (lib/deals/signing/keys.ts). */
  keyFingerprint: string;
  createdAt: string;
};

/** The storage a key store writes to: IndexedDB (signing-keys-db.ts) or a Map. */
export interface SigningKeyTable {
  get(accountId: string): Promise<unknown>;
  /** In one write: the stored value if `usable` accepts it, else `fresh`, stored. */
  keepOrPut(accountId: string, fresh: StoredSigningKey, usable: (value: unknown) => boolean): Promise<unknown>;
  remove(accountId: string): Promise<void>;
  close(): void;
}
