"use client";

import { useEffect, useState } from "react";
import { ContractLink } from "@/components/deals/contracts/contract-link";
import { keepPacket, type PacketImport } from "@/lib/deals/packets/actions";
import { Button, buttonVariants } from "@/components/ui/button";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { useSession } from "@/lib/auth/use-session";
import { partyLabels } from "@/lib/deals/contracts/parties";
import type { Contract } from "@/lib/schemas/contract";
import { findLocalCopy } from "@/lib/deals/packets/packet-copy";
import { isStoreError, store } from "@/lib/store";

/** Signature lines signed in the file but still pending in the copy kept here. */
function newSignatures(packet: Contract, local: Contract): string[] {
  return packet.signatures
    .filter((line) => line.status === "signed" && local.signatures.find((kept) => kept.party === line.party)?.status === "pending")
    .map((line) => partyLabels[line.party].toLowerCase());
}

/** A checked file kept in this browser: added as a new contract, or its new signatures added to the copy here. */
export function KeepPacket({ packet }: { packet: Contract }) {
  const session = useSession();
  const contracts = useVisibleCollection(store.contracts);
  const [local, setLocal] = useState<Contract | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PacketImport | null>(null);

  useEffect(() => {
    if (contracts.status === "loading") return;
    let active = true;
    findLocalCopy(contracts.data, packet)
      .then((found) => active && setLocal(found ?? null))
      .catch(() => active && setLocal(null));
    return () => {
      active = false;
    };
  }, [contracts, packet]);

  async function keep() {
    setBusy(true);
    try {
      setOutcome(await keepPacket(packet, session?.accountId ?? null));
    } catch (error) {
      setOutcome({ ok: false, reason: isStoreError(error) ? error.message : "The contract could not be saved. Nothing was changed." });
    } finally {
      setBusy(false);
    }
  }

  if (outcome?.ok) {
    const { contract, created, added } = outcome;
    return (
      <section aria-labelledby="kept-packet" className="rounded-lg border border-success/40 bg-success/5 p-6" role="status">
        <h2 id="kept-packet" className="font-sans text-base font-semibold tracking-normal">
          {created ? `Added to your contracts as contract ${contract.id}` : `Contract ${contract.id} updated`}
        </h2>
        <p className="mt-2 text-sm">
          {added.length
            ? `Recorded after checking: the ${added.map((party) => partyLabels[party].toLowerCase()).join(" and ")}'s signature. `
            : ""}
          {contract.packetId ? `Its reference in the file stays ${contract.packetId}. ` : ""}
          {contract.status === "in_review"
            ? "Every party has signed: the contract is now in review."
            : "You can now sign your part and send the PDF back."}
        </p>
        <ContractLink id={contract.id} className={buttonVariants({ className: "mt-4" })}>
          Open contract {contract.id}
        </ContractLink>
      </section>
    );
  }

  if (local === undefined) return <p className="text-sm text-muted-foreground">Looking for this contract among yours…</p>;
  const adds = local ? newSignatures(packet, local) : [];
  return (
    <section aria-labelledby="keep-packet" className="grid gap-3 rounded-lg border border-border bg-card p-6 shadow-soft">
      <h2 id="keep-packet" className="text-2xl">
        {local ? `In your contracts as contract ${local.id}` : "Not in your contracts yet"}
      </h2>
      <p className="text-sm text-muted-foreground">
        {!local
          ? `Adding it keeps these terms and the checked signatures in this browser (reference ${packet.id}), so you can sign your part and send the PDF back.`
          : adds.length
            ? `This file adds the ${adds.join(" and ")}'s signature to your copy. It is recorded only if the signatures kept here come back unchanged.`
            : "Your copy already has every signature in this file."}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
          {outcome.reason} Nothing was changed.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {!local || adds.length ? (
          <Button type="button" onClick={() => void keep()} disabled={busy} aria-busy={busy}>
            {!local ? "Add to my contracts" : "Add the signatures to my copy"}
          </Button>
        ) : null}
        {local ? (
          <ContractLink id={local.id} className={buttonVariants({ variant: "outline" })}>
            Open contract {local.id}
          </ContractLink>
        ) : null}
      </div>
    </section>
  );
}
