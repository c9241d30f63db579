"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { SelectField, TextField, TextareaField } from "@/components/forms/fields";
import { useFillEmpty } from "@/components/forms/use-fill-empty";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { FormShell } from "@/components/forms/form-shell";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { todayIsoDate } from "@/lib/schemas/fields";
import { sessionContact, type Session } from "@/lib/auth/session";
import { offerPath } from "@/lib/deals/offers/offer-paths";
import { keptWhere } from "@/lib/kept-where";
import { retryImport } from "@/lib/retry-import";
import { getRecordsLocation, useRecordsLocation } from "@/lib/store";
import {
  financingTypeLabels,
  financingTypeSchema,
  offerFormDefaults,
  offerFormSchema,
  type OfferForm as OfferFormValues,
  type OfferProperty,
} from "@/lib/schemas/offer";
import { AmountNotes } from "./amount-notes";
import { DepositNote } from "./deposit-note";

/** Spec section 9: the redirect to /buy after an offer. */
export const OFFER_REDIRECT_MS = 2000;

const financingOptions = financingTypeSchema.options.map((value) => ({ value, label: financingTypeLabels[value] }));

const fieldOrder = [
  "offerAmount",
  "downPayment",
  "deposit",
  "financingType",
  "closingDate",
  "buyerName",
  "buyerEmail",
  "buyerPhone",
  "contingencies",
  "additionalTerms",
] as const;

/** The offer form: validated with offerFormSchema, saved to this browser, then on to /buy. */
type OfferFormProps = { property: OfferProperty; session: Session | null; onCancel: () => void };

export function OfferForm({ property, session, onCancel }: OfferFormProps) {
  const router = useRouter();
  const contact = sessionContact(session);
  const { form, summary, focusField } = useGovukForm<OfferFormValues>(offerFormSchema, offerFormDefaults, fieldOrder);
  useFillEmpty(form, { buyerName: contact.name, buyerEmail: contact.email, buyerPhone: contact.phone });
  const [saved, setSaved] = useState(false);
  const location = useRecordsLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onValid(values: OfferFormValues) {
    // The write (and the store's code) loads on submit, not with the page.
    const { submitOffer } = await retryImport(() => import("@/lib/deals/offers/actions"));
    const offer = await submitOffer(values, property);
    setSaved(true);
    toast({
      title: "Offer Submitted",
      description: (
        <>
          Your offer has been saved. In this preview it is kept {keptWhere(getRecordsLocation())} and not sent to the seller.{" "}
          <Link href={offerPath(offer.id)} prefetch={false} className="underline underline-offset-4">
            Open your offer
          </Link>
          : the seller side answers it there, in this browser.
        </>
      ),
      variant: "success",
    });
    timer.current = setTimeout(() => router.push("/buy"), OFFER_REDIRECT_MS);
  }

  return (
    <div className="space-y-4">
      <FormShell
        form={form}
        summary={summary}
        focusField={focusField}
        submitLabel="Submit Offer"
        sentLabel="Offer Submitted"
        onValid={onValid}
        actions={
          <Button type="button" variant="outline" onClick={onCancel} className="w-full sm:w-auto">
            Cancel
          </Button>
        }
      >
        <fieldset className="grid gap-5">
          <legend className="mb-3 font-display text-2xl">Your offer</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="offerAmount"
              label="Offer amount"
              inputMode="decimal"
              placeholder="$0,000,000"
              description="In US dollars (USD), the listing's currency."
              required
            />
            <TextField
              control={form.control}
              name="downPayment"
              label="Down payment"
              inputMode="decimal"
              placeholder="$0,000,000"
              description="In US dollars (USD)."
              required
            />
          </div>
          <AmountNotes control={form.control} />
          <div className="grid gap-2">
            <TextField
              control={form.control}
              name="deposit"
              label="Escrow deposit"
              inputMode="decimal"
              description="An amount in US dollars, like $250,000, or a share of your offer, like 5%. It is held in escrow once the contract is signed; 10% is usual."
              required
            />
            <DepositNote control={form.control} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField control={form.control} name="financingType" label="Financing type" options={financingOptions} required />
            <TextField control={form.control} name="closingDate" label="Preferred closing date" type="date" min={todayIsoDate()} required />
          </div>
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-3 font-display text-2xl">Your details</legend>
          <TextField control={form.control} name="buyerName" label="Full name" autoComplete="name" spellCheck={false} required />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="buyerEmail"
              label="Email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
            />
            <TextField control={form.control} name="buyerPhone" label="Phone" type="tel" autoComplete="tel" required />
          </div>
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-3 font-display text-2xl">Terms</legend>
          <TextareaField
            control={form.control}
            name="contingencies"
            label="Contingencies"
            description="Optional: inspection, financing or sale conditions."
            rows={3}
          />
          <TextareaField control={form.control} name="additionalTerms" label="Additional terms" description="Optional." rows={3} />
        </fieldset>
      </FormShell>
      {saved ? (
        <p role="status" className="text-sm text-muted-foreground">
          {`Offer saved ${keptWhere(location)}. Taking you to Purchase…`}
        </p>
      ) : null}
    </div>
  );
}
