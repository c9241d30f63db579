"use client";

import { useCallback, useMemo } from "react";
import { PendingPart } from "@/components/layout/pending-part";
import { Form } from "@/components/ui/form";
import { yieldDefaultsFor, type OfferedProgramme } from "@/lib/economics/defaults";
import { simulateRentalYield } from "@/lib/economics/maths/rental-yield";
import { costBasisOf } from "@/lib/economics/maths/running-costs";
import { projectRentalYield } from "@/lib/economics/maths/yield-projection";
import { parseYieldParams, yieldParams } from "@/lib/economics/url/calculator-params";
import { UNIT_QUERY_KEY } from "@/lib/economics/url/calculator-query";
import {
  chooseResidence,
  numbersOf,
  residenceInWords,
  textsOf,
  yieldInputLabels,
  type EstimateResidence,
} from "@/lib/economics/view-models";
import { yieldFormSchema, type YieldForm } from "@/lib/schemas/economics-forms";
import { YIELD_TEXT_FIELDS } from "@/lib/schemas/economics-text-fields";
import { YIELD_LIMITS } from "@/lib/schemas/economics-values";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import type { YieldValues } from "@/lib/schemas/rental-yield";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { AddressFallbacks, CalculatorActions, PriceAndArea } from "./calculator-parts";
import { ProjectionChart } from "./projection-chart";
import { ProjectionTable } from "./projection-table";
import { RentalYieldFigures } from "./rental-yield-figures";
import { useCalculatorForm } from "./use-calculator-form";
import { pendingMarkRead } from "@/lib/first-paint/use-pending-mark";
import { YieldFields } from "./calculator-fields";

export type RentalYieldSimulatorProps = {
  /** As the estimate's: the residence is the one the estimate names in the address. */
  residences: EstimateResidence[];
  facts: Pick<ResidenceFacts, "holdingCosts" | "rentalProgramme">;
  programme: OfferedProgramme;
};

/** The simulator's query for `texts`, over the address's (`current`) and the building's defaults. */
function yieldWriter(defaults: YieldValues) {
  return (texts: YieldForm, current: URLSearchParams) => {
    const { values } = parseYieldParams(current, defaults);
    return yieldParams(numbersOf(YIELD_TEXT_FIELDS, texts, values), defaults, current);
  };
}

/** Tells the page's first-paint gate that the simulation shows what the address holds. */
const simulationRead = () => pendingMarkRead("url", "yield");

/**
 * The rental-programme yield simulator (issue 16, part 2): the letting terms, then the first year,
 * its net yield and break-even occupancy, and a 10-year projection, all following the address.
 * Rendered at build time with the building's terms; hydrated when wanted (calculator-loader.tsx).
 */
export function RentalYieldSimulator({ residences, facts, programme }: RentalYieldSimulatorProps) {
  const defaults = useMemo(() => yieldDefaultsFor(programme), [programme]);
  const parse = useCallback((params: URLSearchParams) => parseYieldParams(params, defaults), [defaults]);
  const writer = useMemo(() => yieldWriter(defaults), [defaults]);
  const { state, params, known, setState: write } = useUrlState(parse, writer, { onAddressRead: simulationRead });
  const { values, fallbacks } = state;
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
