"use client";

import { useId, useState } from "react";
import { ChoiceRadios } from "@/components/layout/choice-radios";
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
      <ChoiceRadios
        legend="Buying"
        name={`${id}-purchase`}
        options={vehicleOptions}
        value={choice.vehicle}
        onChange={(value) => change("vehicle", value)}
        className=""
        {...(error?.field === "vehicle" ? { describedBy: `${id}-purchase-error` } : {})}
      >
        {error?.field === "vehicle" ? <FieldMessage id={`${id}-purchase-error`}>{error.message}</FieldMessage> : null}
      </ChoiceRadios>
    </form>
  );
}
