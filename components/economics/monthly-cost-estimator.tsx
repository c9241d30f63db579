"use client";

import { useCallback, useMemo } from "react";
import { PendingPart } from "@/components/layout/pending-part";
import { Form } from "@/components/ui/form";
import { estimateOwnershipCost } from "@/lib/economics/maths/ownership-cost";
import { costBasisOf } from "@/lib/economics/maths/running-costs";
import { estimateParams, parseEstimateParams } from "@/lib/economics/url/calculator-params";
import { UNIT_QUERY_KEY } from "@/lib/economics/url/calculator-query";
import {
  STARTING_RESIDENCE_ID,
  chooseResidence,
  estimateInputLabels,
  numbersOf,
  textsOf,
  unitQueryValue,
  type EstimateResidence,
} from "@/lib/economics/view-models";
import { estimateFormSchema, type EstimateForm } from "@/lib/schemas/economics-forms";
import { ESTIMATE_TEXT_FIELDS } from "@/lib/schemas/economics-text-fields";
import { ESTIMATE_DEFAULTS, ESTIMATE_LIMITS } from "@/lib/schemas/economics-values";
import type { EstimateValues } from "@/lib/schemas/ownership-estimate";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import { setOrRemove } from "@/lib/url-state/replace-query";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { AddressFallbacks, CalculatorActions, type AddressFallback } from "./calculator-parts";
import { EstimateFields } from "./calculator-fields";
import { MonthlyCostFigures } from "./monthly-cost-figures";
import { useCalculatorForm } from "./use-calculator-form";
import { pendingMarkRead } from "@/lib/first-paint/use-pending-mark";

export type MonthlyCostEstimatorProps = {
  /** The listing's starting residence first, then the building's featured units. */
  residences: EstimateResidence[];
  facts: Pick<ResidenceFacts, "holdingCosts" | "rentalProgramme">;
};

function formTexts(values: EstimateValues, residenceId: string): EstimateForm {
  return { residence: residenceId, financing: values.financing, ...textsOf(ESTIMATE_TEXT_FIELDS, values) };
}

/** The estimate's query for `texts`, over the address's (`current`): each field that cannot be used keeps its value. */
function writeEstimate(texts: EstimateForm, current: URLSearchParams): URLSearchParams {
  const { values } = parseEstimateParams(current);
  const next: EstimateValues = { ...values, ...numbersOf(ESTIMATE_TEXT_FIELDS, texts, values), financing: texts.financing };
  return setOrRemove(estimateParams(next, ESTIMATE_DEFAULTS, current), UNIT_QUERY_KEY, unitQueryValue(texts.residence));
}

/** Tells the page's first-paint gate that the estimate shows what the address holds. */
const estimateRead = () => pendingMarkRead("url", "estimate");

/**
 * The monthly cost of ownership of a residence of the building (issue 16, part 1): the inputs,
 * then the estimate, which follows the address (so a link shares it and a reload keeps it).
 * Rendered at build time with the defaults; hydrated when wanted (calculator-loader.tsx).
 */
export function MonthlyCostEstimator({ residences, facts }: MonthlyCostEstimatorProps) {
  const { state, params, known, setState: write } = useUrlState(parseEstimateParams, writeEstimate, { onAddressRead: estimateRead });
  const { values, fallbacks } = state;
  const { residence, fellBack } = chooseResidence(residences, params.get(UNIT_QUERY_KEY));
  const addressTexts = useMemo(() => formTexts(values, residence.id), [values, residence.id]);
  const form = useCalculatorForm({ schema: estimateFormSchema, addressTexts, known, write });
  const reset = useCallback(() => {
    const defaults = formTexts(ESTIMATE_DEFAULTS, STARTING_RESIDENCE_ID);
    form.reset(defaults);
    write(defaults);
  }, [form, write]);
  const unusable: AddressFallback[] = [
    ...(fellBack
      ? [{ input: "Residence", accepted: "it is not one of this building's, so the estimate is for the starting residence" }]
      : []),
    ...fallbacks.map((field) => ({
      input: estimateInputLabels[field],
      accepted: field === "financing" ? "choose a mortgage or cash" : ESTIMATE_LIMITS[field].message.toLowerCase(),
    })),
  ];
  const cost = estimateOwnershipCost(costBasisOf(residence, facts), values);

  return (
    <div className="mt-10 grid gap-10">
      <Form {...form}>
        <form aria-label="Your estimate's inputs" noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
          <EstimateFields form={form} residences={residences} />
          <CalculatorActions what="estimate" onReset={reset} />
        </form>
      </Form>
      <AddressFallbacks fallbacks={unusable} />
      <PendingPart mark="url" loading="Reading the estimate in the link…">
        <MonthlyCostFigures cost={cost} residence={residence} values={values} />
      </PendingPart>
    </div>
  );
}
