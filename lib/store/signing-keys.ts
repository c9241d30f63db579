import { retryImport } from "@/lib/retry-import";
import type { IndexedDBDependencies } from "./db";
import { openSideDatabase, type SideDatabaseOptions, type SideStorage } from "./side-database";
import type { SigningKeyTable, StoredSigningKey } from "./signing-key-table";

export type { StoredSigningKey };

/**
 * Each local account's signing key (lib/deals/signing/keys.ts makes them), kept in a small database of
 * its own, `rm-signing-keys`, apart from the records: a non-extractable private key cannot be
 * written to a file, so keys are in no backup, import, reset or set-aside list. A key is stored
 * as the CryptoKey objects themselves (IndexedDB's structured clone keeps them usable without
 * ever exporting the private key). Read values are checked before use; one that is not a usable
 * key is replaced, never thrown at a page. Where IndexedDB is refused, keys live in memory for
 * the visit, and every answer says so (`storage: "memory"`).
 */

export const SIGNING_KEYS_DATABASE = "rm-signing-keys";

export type SigningKeyStorage = SideStorage;

export type SigningKeyResult = {
  key: StoredSigningKey;
  /** "memory": kept for this visit only (IndexedDB refused or failing); the next visit makes another key. */
  storage: SigningKeyStorage;
  /** True when this call made the key (none was stored, or the stored one was unusable). */
  created: boolean;
  /** A stored value was not a usable key and was replaced by the new one. */
  replacedDamaged: boolean;
};

function memoryTable(): SigningKeyTable {
  const keys = new Map<string, unknown>();
  return {
    get: async (accountId) => keys.get(accountId),
    keepOrPut: async (accountId, fresh, usable) => {
      const now = keys.get(accountId);
      if (now !== undefined && usable(now)) return now;
      keys.set(accountId, fresh);
      return fresh;
    },
    remove: async (accountId) => void keys.delete(accountId),
    close: () => keys.clear(),
  };
}

function isKey(value: unknown, type: KeyType, usage: KeyUsage): value is CryptoKey {
  if (typeof CryptoKey === "undefined" || !(value instanceof CryptoKey)) return false;
  const algorithm = value.algorithm as Partial<EcKeyAlgorithm>;
  return value.type === type && algorithm.name === "ECDSA" && algorithm.namedCurve === "P-256" && value.usages.includes(usage);
}

/** A stored value this account can sign with: the whole shape, a private key that never leaves. */
export function isUsableSigningKey(value: unknown, accountId: string): value is StoredSigningKey {
  if (typeof value !== "object" || value === null) return false;
  const key = value as Partial<Record<keyof StoredSigningKey, unknown>>;
  return (
    key.accountId === accountId &&
    isKey(key.privateKey, "private", "sign") &&
    (key.privateKey as CryptoKey).extractable === false &&
    isKey(key.publicKey, "public", "verify") &&
    typeof key.publicKeySpki === "string" &&
    typeof key.keyFingerprint === "string" &&
    typeof key.createdAt === "string"
  );
}

export type SigningKeyStoreOptions = SideDatabaseOptions;

export interface SigningKeyStore {
  /** The account's stored key, or the one `create` makes (stored once, even with two tabs asking). */
  getOrCreate(accountId: string, create: () => Promise<StoredSigningKey>): Promise<SigningKeyResult>;
  /** The account's stored key, or null when it has none yet (nothing is made). */
  find(accountId: string): Promise<StoredSigningKey | null>;
  /** Forgets the account's key (say, when the account is deleted). */
  remove(accountId: string): Promise<void>;
  close(): void;
}

function openTable(options: SigningKeyStoreOptions): Promise<{ table: SigningKeyTable; storage: SigningKeyStorage }> {
  const open = async (deps: IndexedDBDependencies) => {
    const { openSigningKeyTable } = await retryImport(() => import("./signing-keys-db"));
    return openSigningKeyTable(options.name ?? SIGNING_KEYS_DATABASE, deps);
  };
  return openSideDatabase("the signing keys' database", open, memoryTable, options);
}

export function createSigningKeyStore(options: SigningKeyStoreOptions = {}): SigningKeyStore {
  let opening: ReturnType<typeof openTable> | undefined;
  let fallback: SigningKeyTable | undefined;
  const open = () =>
    (opening ??= openTable(options).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));

  async function keepOrPut(accountId: string, fresh: StoredSigningKey): Promise<{ kept: unknown; storage: SigningKeyStorage }> {
    const { table, storage } = await open();
    const usable = (value: unknown) => isUsableSigningKey(value, accountId);
    try {
      return { kept: await table.keepOrPut(accountId, fresh, usable), storage };
    } catch {
      // A failed write (full disk, closed database): the key still signs, for this visit only.
      fallback ??= memoryTable();
      return { kept: await fallback.keepOrPut(accountId, fresh, usable), storage: "memory" };
    }
  }

  return {
    async getOrCreate(accountId, create) {
      const { table, storage } = await open();
      const held = fallback ? await fallback.get(accountId) : undefined;
      if (isUsableSigningKey(held, accountId)) return { key: held, storage: "memory", created: false, replacedDamaged: false };
      const stored = await table.get(accountId).catch(() => undefined);
      if (isUsableSigningKey(stored, accountId)) return { key: stored, storage, created: false, replacedDamaged: false };
      const fresh = await create();
      const { kept, storage: keptIn } = await keepOrPut(accountId, fresh);
      const key = isUsableSigningKey(kept, accountId) ? kept : fresh;
      return { key, storage: keptIn, created: key === fresh, replacedDamaged: stored !== undefined && key === fresh };
    },
    async find(accountId) {
      const held = fallback ? await fallback.get(accountId) : undefined;
      if (isUsableSigningKey(held, accountId)) return held;
      const { table } = await open();
      const stored = await table.get(accountId).catch(() => undefined);
      return isUsableSigningKey(stored, accountId) ? stored : null;
    },
    async remove(accountId) {
      fallback?.remove(accountId);
      const { table } = await open();
      await table.remove(accountId);
    },
    close() {
      fallback?.close();
      const pending = opening;
      opening = undefined;
      pending?.then(
        ({ table }) => table.close(),
        () => undefined,
      );
    },
  };
}

let siteKeys: SigningKeyStore | undefined;

/** The site's signing keys (opened on first use). */
export function signingKeyStore(): SigningKeyStore {
  siteKeys ??= createSigningKeyStore();
  return siteKeys;
}
