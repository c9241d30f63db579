"use client";

import type { Control } from "react-hook-form";
import { RadioCardsField } from "@/components/forms/choice-fields";
import { SelectField, TextField } from "@/components/forms/fields";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { agencyTypeOptions, stateOptions } from "../options";

/** Step 1: agency type, name, contact and address. */
export function PersonalStep({ control }: { control: Control<RealtorApplication> }) {
  return (
    <div className="grid gap-6">
      <RadioCardsField control={control} name="agencyType" legend="Agency type" options={agencyTypeOptions} required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={control} name="firstName" label="First name" autoComplete="given-name" spellCheck={false} required />
        <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" spellCheck={false} required />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" spellCheck={false} required />
        <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" required />
        <TextField
          control={control}
          name="address"
          label="Street address"
          autoComplete="address-line1"
          required
          className="sm:col-span-2"
        />
        <TextField control={control} name="city" label="City" autoComplete="address-level2" required />
        <div className="grid grid-cols-[1fr_8rem] gap-5">
          <SelectField control={control} name="state" label="State" options={stateOptions} required />
          <TextField control={control} name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" required />
        </div>
      </div>
    </div>
  );
}
