"use client";

import { useId, useState } from "react";
import { FieldMessage } from "@/components/ui/field-message";
import { inputClasses } from "@/components/ui/field-styles";
import { crossBorderChoiceSchema, type CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import {
  PURCHASE_VEHICLE_VALUES,
  TAX_RESIDENCE_VALUES,
  purchaseVehicleLabels,
  taxResidenceLabels,
} from "@/lib/schemas/cross-border-values";

const vehicleOptions = PURCHASE_VEHICLE_VALUES.map((value) => ({ value, ...purchaseVehicleLabels[value] }));

type CrossBorderFormProps = { choice: CrossBorderChoice; onChange: (choice: CrossBorderChoice) => void };

/**
 * The buyer of the sheet: where they are resident for tax (a select) and whether they buy
 * personally or through a company (radios). Each change is checked by the choice's zod schema
 * before it reaches the address; what it refuses is said by the field.
 */
export function CrossBorderForm({ choice, onChange }: CrossBorderFormProps) {
  const id = useId();
  const [error, setError] = useState<{ field: keyof CrossBorderChoice; message: string } | null>(null);

  const change = (field: keyof CrossBorderChoice, value: string) => {
    const parsed = crossBorderChoiceSchema.safeParse({ ...choice, [field]: value });
    if (!parsed.success) {
      setError({ field, message: parsed.error.issues[0]?.message ?? "Choose from the list" });
      return;
    }
    setError(null);
    onChange(parsed.data);
  };

  const residenceError = error?.field === "residence" ? error.message : undefined;
  return (
    <form onSubmit={(event) => event.preventDefault()} aria-label="The buyer" className="mt-6 grid max-w-3xl gap-2 sm:grid-cols-2 sm:gap-8">
      <div>
        <label htmlFor={`${id}-residence`} className="text-xs font-medium caps text-muted-foreground">
          Buyer&apos;s tax residence
        </label>
        <select
          id={`${id}-residence`}
          name="tax-residence"
          value={choice.residence}
          onChange={(event) => change("residence", event.target.value)}
          aria-invalid={residenceError ? true : undefined}
          aria-describedby={residenceError ? `${id}-residence-error` : undefined}
          className={inputClasses("mt-2 cursor-pointer")}
        >
          {TAX_RESIDENCE_VALUES.map((value) => (
            <option key={value} value={value}>
              {taxResidenceLabels[value]}
            </option>
          ))}
        </select>
        {residenceError ? <FieldMessage id={`${id}-residence-error`}>{residenceError}</FieldMessage> : null}
      </div>
      <fieldset aria-describedby={error?.field === "vehicle" ? `${id}-purchase-error` : undefined}>
        <legend className="text-xs font-medium caps text-muted-foreground">Buying</legend>
        <div className="mt-2 grid">
          {vehicleOptions.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm hover:bg-secondary"
            >
              <input
                type="radio"
                name={`${id}-purchase`}
                value={option.value}
                checked={option.value === choice.vehicle}
                onChange={() => change("vehicle", option.value)}
                className="size-4 shrink-0 accent-[var(--ink)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <span>
                <span className="font-medium">{option.label}</span> <span className="text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {error?.field === "vehicle" ? <FieldMessage id={`${id}-purchase-error`}>{error.message}</FieldMessage> : null}
      </fieldset>
    </form>
  );
}
