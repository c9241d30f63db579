import { describe, expect, it } from "vitest";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { createSigningKeyStore, isUsableSigningKey, SIGNING_KEYS_DATABASE, type StoredSigningKey } from "./signing-keys";
import type { IndexedDBDependencies } from "./db";
import { freshIndexedDB } from "./testing";
import { DATABASE_NAME } from "./versions";

const make = (accountId: string) => () => generateSigningKey(accountId);

/** Writes a raw value under an account id, as a damaged or foreign database could hold. */
async function putRaw(deps: IndexedDBDependencies, accountId: string, value: unknown): Promise<void> {
  const store = createSigningKeyStore({ findIndexedDB: () => deps });
  await store.getOrCreate("someone-else", make("someone-else"));
  store.close();
  await new Promise<void>((resolve, reject) => {
    const open = deps.indexedDB.open(SIGNING_KEYS_DATABASE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction("keys", "readwrite");
      tx.objectStore("keys").put({ ...(value as object), accountId });
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}

describe("the signing keys' store", () => {
  it("keeps one key per account in IndexedDB, as CryptoKeys that still sign after reopening", async () => {
    const deps = freshIndexedDB();
    const first = createSigningKeyStore({ findIndexedDB: () => deps });
    const made = await first.getOrCreate("account-1", make("account-1"));
    expect(made).toMatchObject({ storage: "indexeddb", created: true, replacedDamaged: false });
    const again = await first.getOrCreate("account-1", make("account-1"));
    expect(again.created).toBe(false);
    expect(again.key.publicKeySpki).toBe(made.key.publicKeySpki);
    first.close();

    const reopened = createSigningKeyStore({ findIndexedDB: () => deps });
    const kept = await reopened.getOrCreate("account-1", make("account-1"));
    expect(kept).toMatchObject({ storage: "indexeddb", created: false });
    expect(kept.key.keyFingerprint).toBe(made.key.keyFingerprint);
    expect(kept.key.privateKey.extractable).toBe(false);
    const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, kept.key.privateKey, new Uint8Array([1, 2, 3]));
    expect(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, made.key.publicKey, signature, new Uint8Array([1, 2, 3]))).toBe(
      true,
    );

    const other = await reopened.getOrCreate("account-2", make("account-2"));
    expect(other.key.keyFingerprint).not.toBe(made.key.keyFingerprint);
    reopened.close();
  });

  it("stores one key when two tabs ask at once", async () => {
    const deps = freshIndexedDB();
    const [a, b] = [createSigningKeyStore({ findIndexedDB: () => deps }), createSigningKeyStore({ findIndexedDB: () => deps })];
    const [one, two] = await Promise.all([a.getOrCreate("account-1", make("account-1")), b.getOrCreate("account-1", make("account-1"))]);
    expect(one.key.publicKeySpki).toBe(two.key.publicKeySpki);
    expect([one.created, two.created].filter(Boolean)).toHaveLength(1);
    a.close();
    b.close();
  });

  it("is a database of its own, apart from the records (so in no backup)", () => {
    expect(SIGNING_KEYS_DATABASE).toBe("rm-signing-keys");
    expect(SIGNING_KEYS_DATABASE).not.toBe(DATABASE_NAME);
  });

  it("replaces a stored value that is not a usable key, and says so", async () => {
    const deps = freshIndexedDB();
    const extractable = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
    const good = await generateSigningKey("account-1");
    for (const damaged of [{ privateKey: "not a key" }, { ...good, privateKey: extractable.privateKey }, { ...good, createdAt: 5 }]) {
      await putRaw(deps, "account-1", damaged);
      const store = createSigningKeyStore({ findIndexedDB: () => deps });
      const result = await store.getOrCreate("account-1", make("account-1"));
      expect(result).toMatchObject({ storage: "indexeddb", created: true, replacedDamaged: true });
      expect(isUsableSigningKey(result.key, "account-1")).toBe(true);
      expect((await store.getOrCreate("account-1", make("account-1"))).created).toBe(false);
      store.close();
    }
  });

  it("works in memory for the visit when IndexedDB is refused, and says so", async () => {
    const store = createSigningKeyStore({ findIndexedDB: () => undefined });
    const made = await store.getOrCreate("account-1", make("account-1"));
    expect(made).toMatchObject({ storage: "memory", created: true });
    expect((await store.getOrCreate("account-1", make("account-1"))).key).toBe(made.key);
    store.close();

    const failing = createSigningKeyStore({
      findIndexedDB: () => ({
        indexedDB: {
          open: () => {
            throw new DOMException("blocked", "SecurityError");
          },
        } as unknown as IDBFactory,
        IDBKeyRange: freshIndexedDB().IDBKeyRange,
      }),
    });
    expect(await failing.getOrCreate("account-1", make("account-1"))).toMatchObject({ storage: "memory", created: true });
    failing.close();
  });

  it("forgets an account's key on request", async () => {
    const store = createSigningKeyStore({ findIndexedDB: () => freshIndexedDB() });
    const made: StoredSigningKey = (await store.getOrCreate("account-1", make("account-1"))).key;
    await store.remove("account-1");
    const next = await store.getOrCreate("account-1", make("account-1"));
    expect(next.created).toBe(true);
    expect(next.key.publicKeySpki).not.toBe(made.publicKeySpki);
    store.close();
  });
});
