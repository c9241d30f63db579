"use client";

import { calculatorLoader } from "./calculator-loader";

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
