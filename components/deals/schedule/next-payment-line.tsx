"use client";

import { nextDueOf } from "@/lib/deals/schedule/next-due";
import type { Contract } from "@/lib/schemas/contract";
import { NextPayment } from "./next-payment";
import { useContractSchedule } from "./use-contract-schedule";

/** The next payment of an off-plan contract in one line, for /account's deals and the offer thread; nothing for any other contract. */
export function NextPaymentLine({ contract }: { contract: Contract }) {
  const view = useContractSchedule(contract);
  if (view.status !== "ready") return null;
  return <NextPayment next={nextDueOf(view.schedule)} testId="next-payment-line" className="text-sm" />;
}
