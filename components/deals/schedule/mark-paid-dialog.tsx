"use client";

import { useState, type FormEvent } from "react";
import { DateField } from "@/components/forms/date-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { markInstalmentPaid } from "@/lib/deals/schedule/actions";
import { checkReceipt } from "@/lib/deals/schedule/receipt";
import { fingerprintGroups } from "@/lib/files/fingerprint";
import type { PlannedInstalment } from "@/lib/deals/schedule/instalments";
import { toIsoDate } from "@/lib/format";
import { markPaidFormSchema } from "@/lib/schemas/payment-schedule";
import { isStoreError } from "@/lib/store";
import { firstErrors } from "./field-errors";
import { ReceiptField } from "./receipt-field";

type MarkPaidDialogProps = {
  contractId: string;
  instalment: PlannedInstalment | undefined;
  amount: string;
  onClose: () => void;
};

type Picked = { name: string; bytes: Uint8Array<ArrayBuffer> };

/** Mark an instalment paid: the day paid and the receipt, checked by a zod schema, errors beside the fields. */
export function MarkPaidDialog({ contractId, instalment, amount, onClose }: MarkPaidDialogProps) {
  const [paidOn, setPaidOn] = useState("");
  const [receipt, setReceipt] = useState<Picked | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setPaidOn("");
    setReceipt(null);
    setErrors({});
    setFormError(null);
    onClose();
  }

  async function pick(file: File | null) {
    setReceipt(null);
    if (!file) return;
    // The size first, so a huge file is refused before any of it is read.
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const check = checkReceipt(file.size, head);
    if (!check.ok) {
      setErrors((current) => ({ ...current, receipt: check.message }));
      return;
    }
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== "receipt")));
    setReceipt({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!instalment) return;
    const parsed = markPaidFormSchema(toIsoDate(new Date())).safeParse({ paidOn, receipt: receipt !== null });
    const found = parsed.success ? {} : firstErrors(parsed.error.issues);
    // A refused file keeps its own reason rather than "attach the receipt".
    if (errors.receipt && !receipt) found.receipt = errors.receipt;
    setErrors(found);
    if (!parsed.success || !receipt) return;
    setBusy(true);
    setFormError(null);
    try {
      const payment = await markInstalmentPaid({ contractId, instalment: instalment.key, paidOn, receipt });
      toast({
        title: "Marked paid",
        description: `${instalment.label}: the receipt is kept in this browser, fingerprint ${fingerprintGroups(payment.receipt.sha256).slice(0, 19)}…`,
      });
      close();
    } catch (caught) {
      setFormError(isStoreError(caught) ? caught.message : "It could not be marked paid. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={instalment !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark paid: {instalment?.label}</DialogTitle>
          <DialogDescription>
            {amount} was due on this instalment. Record the day you paid it and attach the receipt; the site does not check the payment with
            any bank.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DateField id="paid-on" label="Date you paid" value={paidOn} error={errors.paidOn} onChange={setPaidOn} />
          <ReceiptField id="receipt-file" chosen={receipt?.name ?? null} error={errors.receipt} onPick={(file) => void pick(file)} />
          {formError ? (
            <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : "Mark paid"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
