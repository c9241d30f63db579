import { onTestFinished, vi } from "vitest";
import { SESSION_KEY, type Session } from "@/lib/auth/session";
import { createSigningKeyStore, createUndoCopyStore, preferenceKey, type SigningKeyStore } from "@/lib/store";
import type { Request } from "@/lib/schemas/request";
import type { AccountData } from "./actions";

type TestStore = Pick<AccountData, "reset" | "prepareImport" | "exportText">;

/**
 * For tests only: `accountId` is signed in on this tab until the test finishes, so records made
 * now are theirs (lib/account/current-owner.ts). Nothing else is stored.
 */
export function signInForTest(accountId: string): Session {
  const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "305 555 0100" };
  const session: Session = { accountId, role: "buyer", ...contact, signedInAt: "2026-11-22T10:00:00.000Z" };
  const text = JSON.stringify(session);
  vi.stubGlobal("sessionStorage", { getItem: (key: string) => (key === preferenceKey(SESSION_KEY) ? text : null) });
  onTestFinished(() => void vi.unstubAllGlobals());
  return session;
}

/**
 * For tests only: what /account's actions change (AccountData), over a test store, with signing
 * keys and undo copies in memory unless given; closed when the test finishes.
 */
export function accountDataFor(
  store: TestStore,
  keys: SigningKeyStore = createSigningKeyStore({ findIndexedDB: () => undefined }),
): AccountData {
  const copies = createUndoCopyStore({ findIndexedDB: () => undefined });
  onTestFinished(() => {
    keys.close();
    copies.close();
  });
  return {
    reset: store.reset,
    prepareImport: store.prepareImport,
    exportText: store.exportText,
    signingKeys: () => keys,
    undoCopies: () => copies,
  };
}

/** For tests only: an inquiry made by `ownerId` (signed out when none), as stored. */
export function requestRecord(id: string, ownerId?: string): Request {
  return {
    id,
    ...(ownerId ? { ownerId } : {}),
    kind: "inquiry",
    subject: "Aman Miami Beach",
    createdAt: "2026-11-22T10:00:00.000Z",
    status: "received",
    data: { name: "Ada Lovelace", email: "ada@example.com", phone: "305 555 0100", message: "Hello" },
  };
}
