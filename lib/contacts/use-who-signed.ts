"use client";

import { useEffect, useState } from "react";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { useSessionState } from "@/lib/auth/use-session";
import type { SignatureCheck } from "@/lib/deals/signing/verify";
import type { SigningParty } from "@/lib/schemas/contract";
import { store } from "@/lib/store";
import { retryImport } from "@/lib/retry-import";
import { whoSigned, type WhoSigned } from "./who-signed";

export type SignersByParty = Partial<Record<SigningParty, WhoSigned>>;

/**
 * Whose key made each signature, for the person signed in here (or this browser's own key, signed
 * out): their own key (looked up, never made), their contacts, or a key they do not know. Null
 * while the key, the contacts or the session are still being read.
 */
export function useWhoSigned(checks: readonly SignatureCheck[]): SignersByParty | null {
  const session = useSessionState();
  const contacts = useVisibleCollection(store.contacts);
  const [signers, setSigners] = useState<SignersByParty | null>(null);
  useEffect(() => {
    if (session === undefined || contacts.status === "loading") return;
    let active = true;
    async function resolve(): Promise<SignersByParty> {
      const [{ findSigningKey }, { signingKeyId }] = await retryImport(() =>
        Promise.all([import("@/lib/deals/signing/keys"), import("@/lib/deals/signing/key-owner")]),
      );
      const own = await findSigningKey(signingKeyId(session?.accountId)).catch(() => null);
      const found: SignersByParty = {};
      for (const check of checks) {
        if (check.publicKey && check.keyFingerprint) {
          found[check.party] = await whoSigned(check.publicKey, check.keyFingerprint, own?.publicKeySpki ?? null, contacts.data);
        }
      }
      return found;
    }
    resolve()
      .then((found) => active && setSigners(found))
      .catch(() => active && setSigners({}));
    return () => {
      active = false;
    };
  }, [checks, session, contacts]);
  return signers;
}
