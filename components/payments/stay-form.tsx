"use client";

import { SelectField, TextField } from "@/components/forms/fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, Form } from "@/components/ui/form";
import { todayIsoDate } from "@/lib/schemas/fields";
import { MAX_GUESTS, stayFormSchema, type StayForm as StayValues } from "@/lib/schemas/stay";
import type { Stay } from "@/lib/payments/purpose";
import { FormLoadFailed } from "@/components/forms/form-load-failed";

type StayFormProps = {
  initial: Partial<Stay>;
  maxGuests?: number;
  onDone: (stay: Stay) => void;
};

/** Check-in, check-out and guests, asked before a booking is paid when /rent has none chosen yet. */
export function StayForm({ initial, maxGuests, onDone }: StayFormProps) {
  const { form, summary, focusField } = useGovukForm<StayValues>(
    stayFormSchema,
    { checkIn: initial.checkIn ?? "", checkOut: initial.checkOut ?? "", guests: initial.guests ? String(initial.guests) : "" },
    ["checkIn", "checkOut", "guests"],
  );
  const most = Math.min(maxGuests ?? MAX_GUESTS, MAX_GUESTS);
  const guestOptions = Array.from({ length: most }, (_, index) => ({
    value: String(index + 1),
    label: index === 0 ? "1 guest" : `${index + 1} guests`,
  }));
  const today = todayIsoDate();

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          onDone({ checkIn: values.checkIn, checkOut: values.checkOut, guests: Number(values.guests) }),
        )}
        className="space-y-5"
      >
        {form.formState.submitCount > 0 ? (
          <ErrorSummary errors={summary} onSelect={focusField} focusKey={form.formState.submitCount} />
        ) : null}
        <FormLoadFailed form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="checkIn" label="Check-in" type="date" min={today} required />
          <TextField control={form.control} name="checkOut" label="Check-out" type="date" min={today} required />
        </div>
        <SelectField control={form.control} name="guests" label="Guests" required options={guestOptions} />
        <Button type="submit" size="lg" className="w-full">
          Continue to payment
        </Button>
      </form>
    </Form>
  );
}
