"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { padContractId } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import { isStoreError } from "@/lib/store";
import { cancelStoredDeal } from "@/lib/deals/escrow/actions";
import { formatMoney } from "@/lib/money";

type CancelContractDialogProps = { contract: Contract; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks before cancelling; the store refuses it if the contract completed or was cancelled meanwhile. */
export default function CancelContractDialog({ contract, open, onOpenChange }: CancelContractDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const { refunded } = await cancelStoredDeal(contract.id);
      onOpenChange(false);
      const refund = refunded ? ` Its deposit of ${formatMoney(refunded.amountCents)} was refunded from escrow to the buyer.` : "";
      toast({
        title: "Contract cancelled",
        description: `Contract #${padContractId(contract.id)} is cancelled. It can no longer be signed.${refund}`,
      });
    } catch (caught) {
      setError(isStoreError(caught) ? caught.message : "The contract could not be cancelled. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this contract?</DialogTitle>
          <DialogDescription>
            Contract #{padContractId(contract.id)} for {contract.property} will move to Cancelled. Nobody can sign it afterwards, and it
            cannot be reopened here. A deposit held in escrow for it is refunded to the buyer (simulated, like the payment).
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep contract
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? "Cancelling…" : "Cancel contract"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
