"use client";

import { Suspense } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import type { Contract } from "@/lib/schemas/contract";

// The schedule (the building's facts, its maths, the forms) loads after the contract page is
// shown, so the page's first-load JavaScript does not carry it; a built residence's contract
// draws nothing.
const PaymentScheduleSection = lazyPart(
  () => import("./payment-schedule-section"),
  (module) => module.PaymentScheduleSection,
);

/** The contract page's "Payment schedule" section, for an off-plan contract. */
export function PaymentSchedulePart({ contract }: { contract: Contract }) {
  return (
    <Suspense fallback={null}>
      <PaymentScheduleSection contract={contract} />
    </Suspense>
  );
}
