"use client";

import type { Control } from "react-hook-form";
import { TextField } from "@/components/forms/fields";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";

/** Step 4: one professional reference required, a second optional. */
export function ReferencesStep({ control }: { control: Control<RealtorApplication> }) {
  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">First reference</legend>
        <TextField control={control} name="reference1Name" label="Name" autoComplete="off" spellCheck={false} required />
        <TextField control={control} name="reference1Company" label="Company" autoComplete="off" required />
        <TextField control={control} name="reference1Phone" label="Phone" type="tel" autoComplete="off" required />
        <TextField control={control} name="reference1Email" label="Email" type="email" autoComplete="off" spellCheck={false} required />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-2xl">
          Second reference <span className="font-sans text-base text-muted-foreground">(optional)</span>
        </legend>
        <TextField control={control} name="reference2Name" label="Name" autoComplete="off" spellCheck={false} />
        <TextField control={control} name="reference2Company" label="Company" autoComplete="off" />
        <TextField control={control} name="reference2Phone" label="Phone" type="tel" autoComplete="off" />
        <TextField control={control} name="reference2Email" label="Email" type="email" autoComplete="off" spellCheck={false} />
      </fieldset>
    </div>
  );
}
