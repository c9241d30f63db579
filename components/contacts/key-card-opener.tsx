"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/use-session";
import { formatDate } from "@/lib/format";
import { retryImport } from "@/lib/retry-import";
import type { KeyCard } from "@/lib/schemas/key-card";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";

type State =
  | { phase: "reading" }
  | { phase: "none" }
  | { phase: "refused"; reason: string }
  | { phase: "card"; card: KeyCard }
  | { phase: "added"; name: string };

function failure(error: unknown): string {
  return isSigningUnavailable(error) ? SIGNING_UNAVAILABLE_MESSAGE : "This key card could not be read. Reload the page and try again.";
}

/** /key-card: the card in this address's fragment, checked, shown, and added to the person's contacts on request. */
export function KeyCardOpener() {
  const session = useSession();
  const [state, setState] = useState<State>({ phase: "reading" });
  const [addError, setAddError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    async function open(): Promise<State> {
      const fragment = window.location.hash;
      if (!fragment || fragment === "#") return { phase: "none" };
      const { readKeyCard } = await retryImport(() => import("@/lib/contacts/check-key-card"));
      const read = await readKeyCard(window.location.href);
      return read.ok ? { phase: "card", card: read.card } : { phase: "refused", reason: read.reason };
    }
    const read = () =>
      open()
        .then((next) => active && setState(next))
        .catch((error: unknown) => active && setState({ phase: "refused", reason: failure(error) }));
    void read();
    // A link opened in this same tab changes only the fragment: read the new card.
    window.addEventListener("hashchange", read);
    return () => {
      active = false;
      window.removeEventListener("hashchange", read);
    };
  }, []);

  async function add() {
    setAddError(null);
    try {
      const { importKeyCard } = await retryImport(() => import("@/lib/contacts/import-key-card"));
      const outcome = await importKeyCard(window.location.href, "link", session?.accountId ?? null);
      if (outcome.ok) setState({ phase: "added", name: outcome.contact.name });
      else setAddError(outcome.reason);
    } catch (error) {
      setAddError(failure(error));
    }
  }

  if (state.phase === "reading") return <p className="text-muted-foreground">Reading the key card…</p>;
  if (state.phase === "none") {
    return (
      <p className="rounded-md border border-border p-4 text-sm">
        This address holds no key card. Open the whole link you were sent, or add a card from a file on{" "}
        <Link href="/account/" className="underline underline-offset-4">
          My activity
        </Link>
        .
      </p>
    );
  }
  if (state.phase === "refused") {
    return (
      <div role="alert" className="rounded-md border border-destructive bg-destructive/5 p-4 text-sm">
        <p className="font-semibold text-destructive">This key card cannot be used</p>
        <p className="mt-1">{state.reason}</p>
      </div>
    );
  }
  if (state.phase === "added") {
    return (
      <div role="status" className="grid gap-3 rounded-lg border border-success/40 bg-success/5 p-6 text-sm">
        <p className="font-semibold">{state.name} is in your contacts.</p>
        <p>
          Compare the fingerprint with them, then mark it as compared on{" "}
          <Link href="/account/#contacts-title" className="underline underline-offset-4">
            My activity
          </Link>
          .
        </p>
      </div>
    );
  }
  const { card } = state;
  return (
    <section aria-labelledby="key-card-holder" className="grid gap-4 rounded-lg border border-border bg-card p-6 shadow-soft">
      <h2 id="key-card-holder" className="text-3xl break-words">
        {card.name}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-words">{card.email}</dd>
        <dt className="text-muted-foreground">Fingerprint</dt>
        <dd className="font-mono break-words">{card.fingerprint}</dd>
        <dt className="text-muted-foreground">Card made on</dt>
        <dd>{formatDate(card.createdAt)}, as the card states</dd>
      </dl>
      <p className="text-sm text-muted-foreground">
        The key and its fingerprint are checked; the name, email and date are only what the card states. Whoever sent you this link could
        have made it: read the fingerprint back with {card.name} (on a call, say) before you rely on it.
      </p>
      {addError ? (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
          {addError} Nothing was added.
        </p>
      ) : null}
      <Button type="button" onClick={() => void add()} className="justify-self-start">
        Add to my contacts
      </Button>
    </section>
  );
}
