"use client";

import type { ChangeEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { LabelledField } from "@/components/forms/text-fields";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { brandName, cvcHintFor, isSupportedBrand } from "@/lib/schemas/card-brands";
import { nextCvcValue } from "@/lib/schemas/card-cvc";
import { nextExpiryValue } from "@/lib/schemas/card-expiry";
import { brandOf, caretAfter, failsLuhnAtFullLength, nextCardNumberValue, normaliseCardNumber } from "@/lib/schemas/card-number";
import { cardNumberMessages, type CardPaymentForm } from "@/lib/schemas/card-payment";
import { CardBrandMarks } from "./card-brand-marks";

/*
 * The card fields: each keeps digits only as typed, formats as it goes (4-4-4-4 or 4-6-5, MM/YY),
 * and keeps a pasted number whole so a longer one is shown and reported rather than cut.
 * Errors follow the form (on submit, then on each change); the one exception is a card number
 * that reaches its brand's full length and fails Luhn, flagged at once.
 *
 * The payment is simulated, so the fields must not invite the browser to fill in a real saved
 * card: no cc-* autocomplete tokens, autocomplete="off", and `name`s that browsers' autofill does
 * not recognise as card fields (it matches names such as "cardnumber", "cc-exp" or "cvc"). The
 * labels stay as they are, for people and screen readers.
 */

/** The inputs' `name`s: neutral words, so autofill does not offer a saved card. */
export const SIMULATED_FIELD_NAMES = {
  cardNumber: "demo-digits",
  expiry: "demo-until",
  cvc: "demo-check",
  cardholderName: "demo-holder",
} as const;

/** Several characters arriving at once: a paste, a drop, autofill, or a test's fill(). */
function isBulkInsert(event: ChangeEvent<HTMLInputElement>, previous: string): boolean {
  const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
  if (inputType.startsWith("insertFrom") || inputType === "insertReplacementText") return true;
  const count = (text: string) => normaliseCardNumber(text).length;
  return count(event.target.value) - count(previous) > 1;
}

/** Puts the caret back after the same characters once React has written the regrouped value. */
function keepCaret(input: HTMLInputElement, formatted: string) {
  const caret = input.selectionStart ?? input.value.length;
  if (caret >= input.value.length) return;
  const before = normaliseCardNumber(input.value.slice(0, caret)).length;
  requestAnimationFrame(() => {
    const position = caretAfter(formatted, before);
    if (document.activeElement === input) input.setSelectionRange(position, position);
  });
}

export function CardNumberField() {
  const form = useFormContext<CardPaymentForm>();
  return (
    <FormField
      control={form.control}
      name="cardNumber"
      render={({ field }) => {
        const brand = brandOf(field.value);
        const known = isSupportedBrand(brand) ? brand : null;
        return (
          <FormItem>
            <FormLabel required>Card number</FormLabel>
            <FormDescription>Visa, Mastercard, American Express or Discover</FormDescription>
            <CardBrandMarks detected={known} />
            <FormControl>
              <Input
                ref={field.ref}
                name={SIMULATED_FIELD_NAMES.cardNumber}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const next = nextCardNumberValue(event.target.value, { bulk: isBulkInsert(event, field.value) });
                  keepCaret(event.target, next);
                  field.onChange(next);
                  if (form.formState.isSubmitted) return;
                  // Before the first submit, only a finished number that fails Luhn is flagged.
                  if (failsLuhnAtFullLength(next)) form.setError("cardNumber", { type: "luhn", message: cardNumberMessages.luhn });
                  else if (form.getFieldState("cardNumber").error) form.clearErrors("cardNumber");
                }}
                inputMode="numeric"
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                placeholder="1234 1234 1234 1234"
                className="tabular tracking-wide"
              />
            </FormControl>
            <p className="sr-only" aria-live="polite">
              {known ? `${brandName(known)} card` : ""}
            </p>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

export function ExpiryField() {
  const form = useFormContext<CardPaymentForm>();
  return (
    <FormField
      control={form.control}
      name="expiry"
      render={({ field }) => (
        <FormItem>
          <FormLabel required>Expiry date</FormLabel>
          <FormDescription>MM/YY, like 04/29</FormDescription>
          <FormControl>
            <Input
              ref={field.ref}
              name={SIMULATED_FIELD_NAMES.expiry}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(nextExpiryValue(event.target.value, { previous: field.value, bulk: isBulkInsert(event, field.value) }))
              }
              inputMode="numeric"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder="MM/YY"
              className="tabular"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function CvcField() {
  const form = useFormContext<CardPaymentForm>();
  const cardNumber = useWatch({ control: form.control, name: "cardNumber" });
  const hint = cvcHintFor(brandOf(cardNumber ?? ""));
  return (
    <FormField
      control={form.control}
      name="cvc"
      render={({ field }) => (
        <FormItem>
          <FormLabel required>Security code</FormLabel>
          <FormDescription>{hint}</FormDescription>
          <FormControl>
            <Input
              ref={field.ref}
              name={SIMULATED_FIELD_NAMES.cvc}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(nextCvcValue(event.target.value))}
              inputMode="numeric"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              className="tabular"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function CardholderNameField() {
  const form = useFormContext<CardPaymentForm>();
  return (
    <LabelledField
      control={form.control}
      name="cardholderName"
      label="Name on the card"
      required
      render={(field) => (
        <FormControl>
          <Input
            {...field}
            name={SIMULATED_FIELD_NAMES.cardholderName}
            value={field.value ?? ""}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
          />
        </FormControl>
      )}
    />
  );
}
