"use client";

import { FormShell } from "@/components/forms/form-shell";
import { TextareaField, TextField } from "@/components/forms/text-fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { latestVersion } from "@/lib/deals/offers/offer-versions";
import { counterFormFrom, counterOfferFormSchema, counterTerms, type CounterOfferForm } from "@/lib/schemas/counter-offer";
import { todayIsoDate } from "@/lib/schemas/fields";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { counterStoredOffer } from "@/lib/deals/offers/actions";

const fieldOrder = ["offerAmount", "depositAmount", "closingDate", "contingencies", "additionalTerms"] as const;

type CounterOfferDialogProps = { offer: Offer; side: DealSide; open: boolean; onOpenChange: (open: boolean) => void };

/** The counter-offer form in a dialog, prefilled from the version on the table; errors beside each field. */
export default function CounterOfferDialog({ offer, side, open, onOpenChange }: CounterOfferDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {/* Inside the content, so closing the dialog starts the form again from the latest version. */}
        <CounterOfferBody offer={offer} side={side} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CounterOfferBody({ offer, side, onDone }: { offer: Offer; side: DealSide; onDone: () => void }) {
  const latest = latestVersion(offer);
  const { form, summary, focusField } = useGovukForm<CounterOfferForm>(counterOfferFormSchema, counterFormFrom(latest.terms), [
    ...fieldOrder,
  ]);
  const other = side === "buyer" ? "seller" : "buyer";

  async function save(values: CounterOfferForm) {
    await counterStoredOffer(offer.id, side, counterTerms(values));
    onDone();
    toast({
      title: "Counter-offer saved",
      description: `Version ${latest.number + 1} is on the table: it is the ${other}'s turn. In this preview the ${other} side answers in this browser.`,
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Counter-offer as the {side}</DialogTitle>
        <DialogDescription>
          Change the terms of version {latest.number} below. The new version is saved in this browser and nothing is sent to anyone.
        </DialogDescription>
      </DialogHeader>
      <FormShell form={form} summary={summary} focusField={focusField} submitLabel="Save counter-offer" onValid={save} onCancel={onDone}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="offerAmount"
            label="Offer amount"
            inputMode="decimal"
            description="In US dollars (USD)."
            required
          />
          <TextField
            control={form.control}
            name="depositAmount"
            label="Deposit"
            inputMode="decimal"
            description="Held in escrow, in US dollars."
            required
          />
        </div>
        <TextField control={form.control} name="closingDate" label="Closing date" type="date" min={todayIsoDate()} required />
        <TextareaField control={form.control} name="contingencies" label="Contingencies" rows={3} />
        <TextareaField control={form.control} name="additionalTerms" label="Additional terms" rows={3} />
      </FormShell>
    </>
  );
}
