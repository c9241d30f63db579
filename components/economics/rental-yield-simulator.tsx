"use client";

import { PriceAndArea } from "./price-and-area";
import { useCallback, useMemo } from "react";
import { PendingPart } from "@/components/layout/pending-part";
import { Form } from "@/components/ui/form";
import { UNIT_QUERY_KEY } from "@/lib/economics/calculator-query";
import { yieldDefaultsFor, type OfferedProgramme } from "@/lib/economics/defaults";
import { YIELD_TEXT_FIELDS, numbersOf, textsOf } from "@/lib/economics/form-text";
import { YIELD_LIMITS } from "@/lib/economics/limits";
import { chooseResidence, residenceInWords, type EstimateResidence } from "@/lib/economics/residence-choice";
import { simulateRentalYield } from "@/lib/economics/rental-yield";
import { costBasisOf } from "@/lib/economics/running-costs";
import { parseYieldParams, yieldParams } from "@/lib/economics/yield-params";
import { projectRentalYield } from "@/lib/economics/yield-projection";
import { yieldFormSchema, type YieldForm } from "@/lib/schemas/economics-forms";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import type { YieldValues } from "@/lib/schemas/rental-yield";
import { AddressFallbacks } from "./address-fallbacks";
import { CalculatorActions } from "./calculator-actions";
import { yieldInputLabels } from "./input-labels";
import { ProjectionChart } from "./projection-chart";
import { ProjectionTable } from "./projection-table";
import { RentalYieldFigures } from "./rental-yield-figures";
import { useCalculatorForm } from "./use-calculator-form";
import { replaceQuery, useCalculatorQuery } from "./use-calculator-query";
import { YieldFields } from "./yield-fields";

export type RentalYieldSimulatorProps = {
  /** As the estimate's: the residence is the one the estimate names in the address. */
  residences: EstimateResidence[];
  facts: Pick<ResidenceFacts, "holdingCosts" | "rentalProgramme">;
  programme: OfferedProgramme;
};

/** The simulator's query for `texts`, over the address's and the building's defaults. */
function yieldWriter(defaults: YieldValues) {
  return (texts: YieldForm) => {
    const current = new URLSearchParams(window.location.search);
    const { values } = parseYieldParams(current, defaults);
    replaceQuery(yieldParams(numbersOf(YIELD_TEXT_FIELDS, texts, values), defaults, current));
  };
}

/**
 * The rental-programme yield simulator (issue 16, part 2): the letting terms, then the first year,
 * its net yield and break-even occupancy, and a 10-year projection, all following the address.
 * Rendered at build time with the building's terms; hydrated when wanted (calculator-loader.tsx).
 */
export function RentalYieldSimulator({ residences, facts, programme }: RentalYieldSimulatorProps) {
  const defaults = useMemo(() => yieldDefaultsFor(programme), [programme]);
  const write = useMemo(() => yieldWriter(defaults), [defaults]);
  const { params, known } = useCalculatorQuery("yield");
  const { values, fallbacks } = useMemo(() => parseYieldParams(params, defaults), [params, defaults]);
  const { residence } = chooseResidence(residences, params.get(UNIT_QUERY_KEY));
  const addressTexts = useMemo(() => textsOf(YIELD_TEXT_FIELDS, values), [values]);
  const form = useCalculatorForm({ schema: yieldFormSchema, addressTexts, known, write });
  const reset = useCallback(() => {
    const texts = textsOf(YIELD_TEXT_FIELDS, defaults);
    form.reset(texts);
    write(texts);
  }, [form, defaults, write]);
  const basis = costBasisOf(residence, facts);
  const result = simulateRentalYield(basis, values);
  const years = projectRentalYield(basis, values);

  return (
    <div className="mt-10 grid gap-10">
      <Form {...form}>
        <form aria-label="Your simulation's inputs" noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
          <YieldFields form={form} />
          <CalculatorActions what="simulation" onReset={reset} />
        </form>
      </Form>
      <AddressFallbacks
        fallbacks={fallbacks.map((field) => ({ input: yieldInputLabels[field], accepted: YIELD_LIMITS[field].message.toLowerCase() }))}
      />
      <PendingPart mark="url" loading="Reading the simulation in the link…">
        <div className="grid gap-10">
          <p className="text-sm">
            For {residenceInWords(residence)} at <PriceAndArea residence={residence} />
            {residences.length > 1 ? (
              <>
                :{" "}
                <a href="#monthly-cost" className="text-gold-ink underline underline-offset-4 hover:decoration-2">
                  choose another residence in the monthly cost estimate
                </a>
              </>
            ) : null}
            .
          </p>
          <RentalYieldFigures result={result} values={values} />
          <ProjectionChart years={years} />
          <ProjectionTable years={years} />
        </div>
      </PendingPart>
    </div>
  );
}
