"use client";

import { Suspense } from "react";
import { buttonVariants } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { PenIcon } from "@/components/ui/icons/pen";
import { formatDate, formatDateTime } from "@/lib/format";
import { partyLabels, pendingSignatures } from "@/lib/deals/contracts/parties";
import type { Contract, Party } from "@/lib/schemas/contract";
import { contractStatusLabels } from "@/lib/schemas/labels";
import { lazyPart } from "@/components/layout/lazy-part";
import { ContractLink } from "./contract-link";
import { InfoTile, MoneyTile } from "./info-tile";

function PartyCard({ label, party }: { label: string; party: Party }) {
  return (
    <div className="rounded-lg border border-border bg-card p-6 shadow-soft">
      <h3 className="text-xs font-medium font-sans caps text-muted-foreground">{label}</h3>
      <p className="mt-2 font-display text-2xl break-words">{party.name}</p>
      <dl className="mt-2 grid text-sm">
        <dt className="sr-only">Email</dt>
        <dd>
          <a
            href={`mailto:${party.email}`}
            className="inline-flex min-h-11 items-center break-all text-gold-ink underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            {party.email}
          </a>
        </dd>
        <dt className="sr-only">Phone</dt>
        <dd>
          <a
            href={`tel:${party.phone.replace(/[^\d+]/g, "")}`}
            className="tabular inline-flex min-h-11 items-center text-gold-ink underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            {party.phone}
          </a>
        </dd>
      </dl>
    </div>
  );
}

// The signature checks load only for contracts with a signature.
const SignatureCheck = lazyPart(
  () => import("./signature-check"),
  (module) => module.default,
);

export function ContractOverview({ contract }: { contract: Contract }) {
  const pending = pendingSignatures(contract);
  const awaiting = contract.status === "pending_signature" && pending.length > 0;

  return (
    <div className="grid gap-8">
      {awaiting ? (
        <div className="flex flex-col gap-4 rounded-lg border border-gold bg-gold/10 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-sans text-base font-semibold tracking-normal">Awaiting signatures</h3>
            <p className="mt-1 text-sm">
              {pending.length === 1 ? "1 party needs to sign" : `${pending.length} parties need to sign`}:{" "}
              {pending.map((signature) => `${signature.name} (${partyLabels[signature.party].toLowerCase()})`).join(" and ")}.
            </p>
          </div>
          <ContractLink id={contract.id} subpage="sign" className={buttonVariants({ variant: "default" })}>
            <PenIcon />
            Sign Now
          </ContractLink>
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <MoneyTile label="Purchase amount" amount={contract.amountCents} />
        <MoneyTile label="Deposit" amount={contract.depositCents} />
        <InfoTile label="Closing date">{formatDate(contract.closingDate)}</InfoTile>
        <InfoTile label="Status">{contractStatusLabels[contract.status]}</InfoTile>
      </dl>

      <div className="grid gap-4 md:grid-cols-2">
        <PartyCard label="Buyer" party={contract.buyer} />
        <PartyCard label="Seller" party={contract.seller} />
      </div>

      <section aria-labelledby="signature-status" className="rounded-lg border border-border bg-card p-6 shadow-soft">
        <h3 id="signature-status" className="text-2xl">
          Signature status
        </h3>
        {contract.signatures.some((signature) => signature.status === "signed") ? (
          <Suspense fallback={null}>
            <SignatureCheck contract={contract} />
          </Suspense>
        ) : null}
        <ul className="mt-4 divide-y divide-border">
          {contract.signatures.map((signature) => (
            <li key={signature.party} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="font-medium break-words">{signature.name}</p>
                <p className="text-sm text-muted-foreground">{partyLabels[signature.party]}</p>
              </div>
              {signature.status === "signed" && signature.date ? (
                <div className="text-right text-sm">
                  <p className="inline-flex items-center gap-1.5 font-medium text-success">
                    <CheckCircleIcon />
                    Signed {formatDateTime(signature.date)}
                  </p>
                  {signature.signedName ? (
                    <p className="font-display text-xl text-foreground italic break-words">
                      <span className="sr-only">Signed as </span>
                      {signature.signedName}
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="text-sm font-medium text-gold-ink">Pending</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
