"use client";

import { TextField } from "@/components/forms/fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, Form } from "@/components/ui/form";
import { formatMoney } from "@/lib/money";
import {
  cardPaymentFieldOrder,
  cardPaymentFormSchema,
  emptyCardPaymentForm,
  type CardPaymentForm as CardPaymentValues,
} from "@/lib/schemas/card-payment";
import { FormLoadFailed } from "@/components/forms/form-load-failed";
import { CardholderNameField, CardNumberField, CvcField, ExpiryField } from "./card-fields";
import { SpinnerIcon } from "@/components/ui/icons/spinner";

type CardPaymentFormProps = {
  amountCents: number;
  processing: boolean;
  /** The store's message when the record could not be saved; everything typed stays. */
  saveError: string | null;
  onPay: (values: CardPaymentValues) => Promise<void>;
};

/**
 * Email, card number, expiry, security code and name on the card, checked by
 * cardPaymentFormSchema the GOV.UK way: errors on submit (summary first, focused), then
 * re-checked as the person corrects them.
 */
export function CardPaymentForm({ amountCents, processing, saveError, onPay }: CardPaymentFormProps) {
  const { form, summary, focusField } = useGovukForm<CardPaymentValues>(cardPaymentFormSchema, emptyCardPaymentForm, cardPaymentFieldOrder);
  const submitted = form.formState.submitCount > 0;

  return (
    <Form {...form}>
      <form noValidate autoComplete="off" onSubmit={form.handleSubmit(onPay)} className="space-y-5">
        {submitted ? <ErrorSummary errors={summary} onSelect={focusField} focusKey={form.formState.submitCount} /> : null}
        <FormLoadFailed form={form} />
        <fieldset disabled={processing} className="space-y-5">
          <legend className="sr-only">Card details</legend>
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            spellCheck={false}
            description="For the receipt. Nothing is sent in this preview."
          />
          <CardNumberField />
          <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
            <ExpiryField />
            <CvcField />
          </div>
          <CardholderNameField />
        </fieldset>
        {saveError ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={processing} className="w-full">
          {processing ? (
            <>
              <SpinnerIcon />
              Processing…
            </>
          ) : (
            `Pay ${formatMoney(amountCents)}`
          )}
        </Button>
      </form>
    </Form>
  );
}
