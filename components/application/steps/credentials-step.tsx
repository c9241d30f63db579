"use client";

import type { Control } from "react-hook-form";
import { CheckboxListField } from "@/components/forms/choice-fields";
import { SelectField, TextField } from "@/components/forms/fields";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { specializationOptions, stateOptions, yearsExperienceOptions } from "../options";

/** Step 2: license, brokerage, experience and specializations. */
export function CredentialsStep({ control }: { control: Control<RealtorApplication> }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="licenseNumber"
          label="Real estate license number"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <SelectField control={control} name="licenseState" label="License state" options={stateOptions} required />
        <TextField control={control} name="brokerageName" label="Current brokerage" autoComplete="organization" required />
        <SelectField control={control} name="yearsExperience" label="Years of experience" options={yearsExperienceOptions} required />
      </div>
      <CheckboxListField
        control={control}
        name="specializations"
        legend="Specializations"
        description="Optional: choose any that apply."
        options={specializationOptions}
      />
    </div>
  );
}
