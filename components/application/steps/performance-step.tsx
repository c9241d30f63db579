"use client";

import type { Control } from "react-hook-form";
import { RadioCardsField } from "@/components/forms/choice-fields";
import { SelectField, TextareaField } from "@/components/forms/fields";
import { MAX_LONG_TEXT } from "@/lib/schemas/fields";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { annualSalesVolumeOptions, avgSalePriceOptions, businessTypeOptions } from "../options";
import { TeamSizeField } from "./team-size-field";

/** Step 3: how the business is run and how much it sells. */
export function PerformanceStep({ control }: { control: Control<RealtorApplication> }) {
  return (
    <div className="grid gap-6">
      <RadioCardsField
        control={control}
        name="businessType"
        legend="Business type"
        options={businessTypeOptions}
        columns="sm:grid-cols-3"
        required
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TeamSizeField control={control} />
        <SelectField control={control} name="annualSalesVolume" label="Annual sales volume" options={annualSalesVolumeOptions} required />
        <SelectField control={control} name="avgSalePrice" label="Average sale price" options={avgSalePriceOptions} required />
      </div>
      <TextareaField
        control={control}
        name="clientTestimonials"
        label="Client testimonials"
        description={`Optional: a few words from clients, up to ${MAX_LONG_TEXT.toLocaleString("en-US")} characters.`}
        rows={4}
      />
    </div>
  );
}
