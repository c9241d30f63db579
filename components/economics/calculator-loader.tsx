"use client";

import { useLayoutEffect, type ComponentType } from "react";
import { LoadWhenNear, lazyWhenNear } from "@/components/layout/lazy-when-near";
import { carriesCalculatorInputs } from "@/lib/economics/url/calculator-query";
import { awaitPendingReader, pendingMarkRead } from "@/lib/first-paint/use-pending-mark";

const addressCarriesInputs = () => carriesCalculatorInputs(window.location.search);

/**
 * A calculator whose code (react-hook-form, zod, the maths, the chart) arrives when wanted
 * (lazyWhenNear): its HTML, made at build time with the defaults, is on the page from the start;
 * the code loads when the calculator nears the viewport or is used, or at once when the address
 * carries inputs, and then its figures stay hidden until it has read them (the `url` pending mark,
 * lib/first-paint/use-pending-mark.ts, awaits every calculator on the page). An
 * address with nothing for the calculators needs no reading. `reader` names it for the gate.
 */
function calculatorLoader<M, P extends object>(
  reader: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const calculator = lazyWhenNear(load, pick, () => pendingMarkRead("url", reader));
  function CalculatorLoader(props: P) {
    awaitPendingReader("url", reader);
    useLayoutEffect(() => {
      if (!addressCarriesInputs()) pendingMarkRead("url", reader);
    }, []);
    return (
      <LoadWhenNear
        start={calculator.start}
        now={addressCarriesInputs}
        loading={<p className="mt-8 py-6 text-muted-foreground">Loading the calculator…</p>}
      >
        <calculator.Part {...props} />
      </LoadWhenNear>
    );
  }
  return CalculatorLoader;
}

/** The property page's monthly-cost estimate, loaded when wanted. */
export const MonthlyCostLoader = calculatorLoader(
  "estimate",
  () => import("./monthly-cost-estimator"),
  (module) => module.MonthlyCostEstimator,
);

/** The property page's rental-programme yield simulator, loaded when wanted. */
export const RentalYieldLoader = calculatorLoader(
  "yield",
  () => import("./rental-yield-simulator"),
  (module) => module.RentalYieldSimulator,
);
