"use client";

import Link from "next/link";
import type { Control } from "react-hook-form";
import { CheckboxField } from "@/components/forms/fields";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { PdfField } from "../pdf-field";

/** Step 5: the license PDF (required), a business plan PDF (optional) and the two agreements. */
export function DocumentsStep({ control }: { control: Control<RealtorApplication> }) {
  return (
    <div className="grid gap-6">
      <PdfField control={control} name="licenseUpload" label="Real estate license" required />
      <PdfField control={control} name="businessPlan" label="Business plan" />
      <div className="grid gap-4 rounded-md border border-border bg-card p-4">
        <CheckboxField
          control={control}
          name="agreesToTerms"
          required
          label={
            <span>
              I agree to the partnership{" "}
              <Link href="/terms" className="text-gold-ink underline underline-offset-4">
                terms and conditions
              </Link>
            </span>
          }
        />
        <CheckboxField
          control={control}
          name="agreesToCommission"
          required
          label="I agree to the 70/30 commission split: 70% to me, 30% to the platform for marketing support, shared leads and transaction support"
        />
      </div>
    </div>
  );
}
