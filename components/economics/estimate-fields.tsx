"use client";

import { useWatch, type UseFormReturn } from "react-hook-form";
import { RadioCardsField } from "@/components/forms/choice-fields";
import { LabelledField } from "@/components/forms/text-fields";
import { FormControl } from "@/components/ui/form";
import type { EstimateResidence } from "@/lib/economics/residence-choice";
import { formatAmount } from "@/lib/currency/format";
import type { EstimateForm } from "@/lib/schemas/economics-forms";
import { TypedSelect, UnitField } from "./unit-field";

const financingOptions = [
  { value: "mortgage", label: "Mortgage", description: "A repayment mortgage on the rest of the price" },
  { value: "cash", label: "Cash", description: "The whole price paid at purchase" },
] as const;

/** The estimate's inputs: which residence, cash or a mortgage, and the mortgage's down payment, rate and term. */
export function EstimateFields({ form, residences }: { form: UseFormReturn<EstimateForm>; residences: readonly EstimateResidence[] }) {
  const { control } = form;
  const cash = useWatch({ control, name: "financing" }) === "cash";
  return (
    <div className="grid gap-6">
      {residences.length > 1 ? (
        <LabelledField
          control={control}
          name="residence"
          label="Residence"
          description="The listing's starting residence or one of the building's featured units, priced in the listing's own currency: the price and the area come from it."
          render={(field) => (
            <FormControl>
              <TypedSelect {...field} className="sm:max-w-lg">
                {residences.map((residence) => (
                  <option key={residence.id} value={residence.id}>
                    {residence.name}, {formatAmount(residence.priceCents, "USD", { display: "code" })}
                  </option>
                ))}
              </TypedSelect>
            </FormControl>
          )}
        />
      ) : null}
      <RadioCardsField control={control} name="financing" legend="Paying with" options={financingOptions} columns="grid-cols-2" />
      {cash ? (
        <p className="rounded-md bg-ivory-deep px-4 py-3 text-sm">
          Paid in cash: no mortgage payment. The down payment, rate and term are kept for when you switch back to a mortgage.
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-3">
          <UnitField control={control} name="downPaymentBps" label="Down payment" unit="%" />
          <UnitField control={control} name="annualRateBps" label="Interest rate" unit="% a year" />
          <UnitField control={control} name="termYears" label="Term" unit="years" inputMode="numeric" />
        </div>
      )}
    </div>
  );
}
