"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { InfoIcon } from "@/components/ui/icons/info";
import { keptWhere } from "@/lib/kept-where";
import { SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { useRecordsLocation } from "@/lib/store";

const subscribeNothing = () => () => undefined;
// Web Crypto exists only on secure origins (https:, localhost); the static HTML assumes it does.
const webCryptoMissing = () => !globalThis.crypto?.subtle;
const assumeAvailable = () => false;

/** What signing here does and does not do (issue 17, item 6), in the words that are true now. */
export function SigningNote() {
  const location = useRecordsLocation();
  const unavailable = useSyncExternalStore(subscribeNothing, webCryptoMissing, assumeAvailable);
  const inBrowser = keptWhere(location, "in this browser");
  return (
    <aside aria-labelledby="recorded-note" className="flex gap-3 rounded-lg border border-border p-5 text-sm">
      <InfoIcon className="mt-0.5 size-5 text-gold-ink" />
      <div>
        <h2 id="recorded-note" className="font-sans text-sm font-semibold tracking-normal">
          {`Recorded ${keptWhere(location)}`}
        </h2>
        {unavailable ? (
          <p role="alert" className="mt-1 font-medium text-destructive">
            {SIGNING_UNAVAILABLE_MESSAGE} Without it there is no key to sign with, so this page cannot sign.
          </p>
        ) : null}
        <p className="mt-1 leading-relaxed text-muted-foreground">
          Signed with a key kept {inBrowser}; anyone can check this document at{" "}
          <Link href="/verify/" className="text-foreground underline underline-offset-4">
            /verify
          </Link>
          .
        </p>
        <p className="mt-1 leading-relaxed text-muted-foreground">
          Your signature (the party you sign for, the name and capacity you type, and the time) is saved with the contract {inBrowser}. The
          key that signs it is made for you in this browser and cannot be copied out of it. Nothing is encrypted, uploaded or emailed: to
          share the signed contract, download its PDF and send it yourself.
        </p>
        <p className="mt-1 leading-relaxed text-muted-foreground">
          What the key signs: the contract&rsquo;s terms, with your party, name, capacity and time. What is only stated: who you are (the
          name is what you type) and the time (this browser&rsquo;s clock). Others can tell the key is yours only from your key card, which
          you hand them yourself from{" "}
          <Link href="/account/" className="text-foreground underline underline-offset-4">
            My activity
          </Link>
          .
        </p>
      </div>
    </aside>
  );
}
