import { Suspense } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { Contract } from "@/lib/schemas/contract";
import type { ContractCheck } from "@/lib/deals/signing/verify";
import { SignatureChecks } from "./signature-checks";

// Whose key signed (the person's own key and contacts, from the store) loads once a file has been checked.
const SignatureChecksForYou = lazyPart(
  () => import("./signature-checks-for-you"),
  (module) => module.SignatureChecksForYou,
);

/** What a checked file says: each signer's check, the terms the signatures cover, and their digest. */
export function PacketResult({ contract, check, fileName }: { contract: Contract; check: ContractCheck; fileName: string }) {
  const terms: [string, string][] = [
    ["Contract reference", contract.id],
    ["Property", `${contract.property}, ${contract.propertyAddress}`],
    ["Buyer", `${contract.buyer.name} (${contract.buyer.email}, ${contract.buyer.phone})`],
    ["Seller", `${contract.seller.name} (${contract.seller.email}, ${contract.seller.phone})`],
    ["Purchase amount", formatMoney(contract.amountCents)],
    ["Deposit", formatMoney(contract.depositCents)],
    ["Closing date", formatDate(contract.closingDate)],
    ["Contingencies", contract.contingencies || "None."],
    ["Special terms", contract.specialTerms || "None."],
    ["Realtor", `${contract.realtor.name}, license ${contract.realtor.license}`],
  ];
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
      <div>
        <h3 className="text-xl">The terms the signatures cover</h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {terms.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">Terms digest (SHA-256)</dt>
          <dd>
            <code className="font-mono text-xs break-all">{check.termsDigest}</code>
          </dd>
        </dl>
        <p className="mt-3 text-sm text-muted-foreground">
          The signatures cover these terms and each signer&rsquo;s name, capacity and time; not the contract&rsquo;s status, timeline or
          deadlines, which this page does not check.
        </p>
      </div>
    </section>
  );
}
