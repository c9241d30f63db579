"use client";

import { Suspense, useState } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/use-session";
import type { KeyCard } from "@/lib/schemas/key-card";
import { retryImport } from "@/lib/retry-import";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { KeyCardExport } from "./key-card-export";

const QrCode = lazyPart(
  () => import("@/components/payments/qr-code"),
  (module) => module.QrCode,
);

type Shown = { fingerprint: string; card: KeyCard | null; link: string | null; memory: boolean };

/**
 * "Your signing key" on /account: the fingerprint of the key this browser signs with for the person (made on first
 * use, here or on the sign page), in groups to read aloud, as a QR code, and, signed in, their key card as a file and a
 * link. Signed out, the key is this browser's own (key-owner.ts): whoever uses it signed out signs with it, and a key
 * card, which states a name and an email, needs an account.
 */
export function SigningKeySection() {
  const session = useSession();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function show() {
    setBusy(true);
    setError(null);
    try {
      const [{ getOrCreateSigningKey }, { signingKeyId }, text] = await retryImport(() =>
        Promise.all([import("@/lib/deals/signing/keys"), import("@/lib/deals/signing/key-owner"), import("@/lib/contacts/key-card-text")]),
      );
      const { key, storage } = await getOrCreateSigningKey(signingKeyId(session?.accountId));
      const card = session
        ? text.keyCardOf({
            name: `${session.firstName} ${session.lastName}`.trim(),
            email: session.email,
            publicKey: key.publicKeySpki,
            fingerprint: key.keyFingerprint,
            createdAt: key.createdAt,
          })
        : null;
      setShown({
        fingerprint: key.keyFingerprint,
        card,
        link: card ? text.keyCardLink(card, window.location.origin) : null,
        memory: storage === "memory",
      });
    } catch (caught) {
      setError(
        isSigningUnavailable(caught) ? SIGNING_UNAVAILABLE_MESSAGE : "Your signing key could not be read. Reload the page and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="signing-key-title" className="space-y-4">
      <h2 id="signing-key-title" className="text-4xl">
        Your signing key
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {session
          ? "When you sign a contract here, this browser signs it with a key made for your account. Its private half never leaves this browser. Give the other party your key card, and compare the fingerprint with them (read it out on a call): then their /verify can say the signature was made with your key."
          : "Signed out, you sign with this browser's own key: whoever uses this browser signed out signs with it too. Sign in to export a key card, which states your name and email."}
      </p>
      {!shown ? (
        <Button type="button" variant="outline" onClick={() => void show()} disabled={busy} aria-busy={busy}>
          {session ? "Show my signing key" : "Show this browser's signing key"}
        </Button>
      ) : (
        <div className="grid gap-5 rounded-lg border border-border bg-card p-5 shadow-soft sm:grid-cols-[auto_1fr]">
          {shown.link ? (
            <Suspense fallback={<div className="size-44" />}>
              <QrCode value={shown.link} label="QR code of your key card link" />
            </Suspense>
          ) : null}
          <div className="grid content-start gap-3 text-sm">
            <p className="text-muted-foreground">Fingerprint, to compare by eye or aloud</p>
            <p className="font-mono text-lg break-words text-foreground" data-testid="own-fingerprint">
              {shown.fingerprint}
            </p>
            {shown.memory ? (
              <p className="text-muted-foreground">
                This browser would not store the key: it signs for this visit only, and the next visit makes another.
              </p>
            ) : null}
            {shown.card && shown.link ? <KeyCardExport card={shown.card} link={shown.link} /> : null}
          </div>
        </div>
      )}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
