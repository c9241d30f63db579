"use client";

import type { ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { RadioCardsField } from "@/components/forms/choice-fields";
import { LabelledField } from "@/components/forms/text-fields";
import { goldCaps } from "@/components/ui/figures-look";
import { FormControl } from "@/components/ui/form";
import { formatAmount } from "@/lib/currency/format";
import { yieldInputLabels as labels, type EstimateResidence } from "@/lib/economics/view-models";
import type { EstimateForm, YieldForm } from "@/lib/schemas/economics-forms";
import { TypedSelect, UnitField } from "./unit-field";

/* The calculators' inputs: the estimate's and the simulator's fields, each bound to its form. */

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

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className={`${goldCaps} mb-3`}>{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** The simulator's inputs: the letting, the split of the revenue, and the projection's yearly changes. */
export function YieldFields({ form }: { form: UseFormReturn<YieldForm> }) {
  const { control } = form;
  return (
    <div className="grid gap-7">
      <Group legend="Letting">
        <UnitField control={control} name="nightlyRateCents" label={labels.nightlyRateCents} unit="US$" unitAt="start" />
        <UnitField control={control} name="occupancyBps" label={labels.occupancyBps} unit="%" />
        <UnitField control={control} name="ownerUseNights" label={labels.ownerUseNights} unit="a year" inputMode="numeric" />
      </Group>
      <Group legend="The split">
        <UnitField control={control} name="ownerShareBps" label={labels.ownerShareBps} unit="%" />
        <UnitField control={control} name="operatorFeeBps" label={`${labels.operatorFeeBps}, of the owner's share`} unit="%" />
      </Group>
      <Group legend="Over ten years">
        <UnitField control={control} name="rateGrowthBps" label={labels.rateGrowthBps} unit="% a year" />
        <UnitField control={control} name="appreciationBps" label={labels.appreciationBps} unit="% a year" />
      </Group>
    </div>
  );
}
