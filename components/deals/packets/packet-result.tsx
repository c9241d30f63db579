import { Suspense } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import type { ContractCheck } from "@/lib/deals/signing/verify";
import { SignatureChecks } from "./signature-checks";

// Whose key signed (the person's own key and contacts, from the store) loads once a file has been checked.
const SignatureChecksForYou = lazyPart(
  () => import("./signature-checks-for-you"),
  (module) => module.SignatureChecksForYou,
);

/** What a checked file says of its signatures: each signer's check. The terms they cover are shown beside it (verify/signed-terms.tsx). */
export function PacketResult({ check, fileName }: { check: ContractCheck; fileName: string }) {
  return (
    <section aria-labelledby="packet-result" className="grid gap-6 rounded-lg border border-border bg-card p-6 shadow-soft">
      <div>
        <h2 id="packet-result" className="text-3xl">
          Signatures in {fileName}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Checked in this browser with each signature&rsquo;s own public key. A signature proves that the terms are unchanged since that key
          signed them; who holds the key is only what its key card says. A key is yours, a contact&rsquo;s (a key card you added on My
          activity) or one you do not know: compare its fingerprint with the person before you rely on it.
        </p>
      </div>
      <Suspense fallback={<SignatureChecks checks={check.signatures} label="Signature checks" />}>
        <SignatureChecksForYou checks={check.signatures} label="Signature checks" />
      </Suspense>
    </section>
  );
}
