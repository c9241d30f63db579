"use client";

import { Suspense, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { signingBlocker } from "@/lib/deals/contracts/parties";
import type { Contract } from "@/lib/schemas/contract";
import { useVisibleRecord } from "@/lib/account/use-visible-record";
import { store } from "@/lib/store";
import type { ContractHeadingData } from "@/lib/deals/contracts/preview";
import { lazyPart } from "@/components/layout/lazy-part";
import { ContractSubpageHeading } from "./contract-subpage-heading";
import { ContractLink } from "./contract-link";
import { ContractLoading, ContractNotFound } from "./contract-states";
import { InfoTile, MoneyTile } from "./info-tile";
import { SigningNote } from "./signing-note";

// The form (react-hook-form and the signature schema) loads after the page's text.
const SignForm = lazyPart(
  () => import("./sign-form"),
  (module) => module.default,
);

function Summary({ contract }: { contract: Contract }) {
  return (
    <section aria-labelledby="sign-summary" className="grid gap-6">
      <h2 id="sign-summary" className="text-3xl">
        Contract summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <MoneyTile label="Purchase amount" amount={contract.amountCents} />
        <MoneyTile label="Deposit" amount={contract.depositCents} />
        <InfoTile label="Closing date">{formatDate(contract.closingDate)}</InfoTile>
      </dl>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-6 text-sm shadow-soft sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Property</dt>
        <dd className="break-words">{contract.propertyAddress}</dd>
        <dt className="text-muted-foreground">Buyer</dt>
        <dd className="break-words">{contract.buyer.name}</dd>
        <dt className="text-muted-foreground">Seller</dt>
        <dd className="break-words">{contract.seller.name}</dd>
        <dt className="text-muted-foreground">Realtor</dt>
        <dd className="break-words">
          {contract.realtor.name}, license {contract.realtor.license}
        </dd>
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-lg border border-border bg-card p-6 shadow-soft">
          <h3 className="text-xl">Key terms: contingencies</h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{contract.contingencies || "None."}</p>
        </div>
        <div className="rounded-lg border border-border bg-card p-6 shadow-soft">
          <h3 className="text-xl">Key terms: special terms</h3>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{contract.specialTerms || "None."}</p>
        </div>
      </div>
    </section>
  );
}

function SignView({ contract: live }: { contract: Contract }) {
  // While a signature is being recorded (and until the redirect), the page keeps the contract
  // as it was when the signer pressed Sign: the store's update would otherwise swap the form
  // for "cannot be signed" mid-way.
  const [signing, setSigning] = useState<Contract | null>(null);
  const contract = signing ?? live;
  const blocker = signing ? null : signingBlocker(contract);
  return (
    <div className="mx-auto max-w-4xl px-5 py-14 sm:px-8 sm:py-20">
      <ContractSubpageHeading contract={contract} title="Digital Signature" />

      <div className="mt-10 grid gap-10">
        <Summary contract={contract} />

        <section aria-labelledby="legal-acknowledgement" className="rounded-lg border border-gold bg-gold/10 p-6">
          <h2 id="legal-acknowledgement" className="font-sans text-base font-semibold tracking-normal">
            Legal acknowledgement
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            By typing your full legal name and signing, you confirm that you have read this contract, that you are the party you sign for
            (or may sign on its behalf), and that you intend your typed name to be your signature on it.
          </p>
        </section>

        {blocker ? (
          <section aria-labelledby="cannot-sign" className="rounded-lg border border-border bg-card p-6 shadow-soft">
            <h2 id="cannot-sign" className="text-3xl">
              This contract cannot be signed
            </h2>
            <p className="mt-3 text-muted-foreground">{blocker}</p>
            <ContractLink id={contract.id} className={buttonVariants({ className: "mt-6" })}>
              View contract
            </ContractLink>
          </section>
        ) : (
          <Suspense fallback={<p className="text-muted-foreground">Loading the signature form…</p>}>
            <SignForm contract={contract} onSigningChange={(active) => setSigning(active ? live : null)} />
          </Suspense>
        )}

        <SigningNote />
      </div>
    </div>
  );
}

/** /contracts/{id}/sign */
export function SignContract({ id, preview }: { id: string; preview?: ContractHeadingData }) {
  const record = useVisibleRecord(store.contracts, id);
  if (record.status === "loading") {
    const heading = preview ? <ContractSubpageHeading contract={preview} title="Digital Signature" /> : undefined;
    return <ContractLoading label="Loading the contract to sign…" heading={heading} width="narrow" />;
  }
  if (record.status === "missing" || !record.data) return <ContractNotFound id={id} />;
  return <SignView contract={record.data} />;
}
