"use client";

import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { YieldForm } from "@/lib/schemas/economics-forms";
import { calculatorCaps } from "./calculator-look";
import { yieldInputLabels as labels } from "./input-labels";
import { UnitField } from "./unit-field";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className={`${calculatorCaps} mb-3`}>{legend}</legend>
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
