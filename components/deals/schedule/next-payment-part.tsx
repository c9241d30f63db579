"use client";

import { Suspense } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import type { Contract } from "@/lib/schemas/contract";

// The building's facts and the schedule's maths load only where a deal has a contract.
const NextPaymentLine = lazyPart(
  () => import("./next-payment-line"),
  (module) => module.NextPaymentLine,
);

/** An off-plan contract's next payment due, its code loaded on use. */
export function NextPaymentPart({ contract }: { contract: Contract }) {
  return (
    <Suspense fallback={null}>
      <NextPaymentLine contract={contract} />
    </Suspense>
  );
}
