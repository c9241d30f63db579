"use client";

import { useMemo } from "react";
import { useDisplayChoice } from "@/lib/currency/use-display-choice";
import { offPlanBuildingOf, type OffPlanBuilding } from "@/lib/deals/schedule/building";
import { paymentSchedule, type PaymentSchedule } from "@/lib/deals/schedule/schedule";
import type { Contract } from "@/lib/schemas/contract";
import { useScheduleRecord } from "./use-schedule-record";

export type ContractSchedule =
  | { status: "none" }
  | { status: "loading"; building: OffPlanBuilding }
  | { status: "ready"; building: OffPlanBuilding; schedule: PaymentSchedule };

/**
 * An off-plan contract's payment schedule as of today, in the header's currency, from its stored
 * record: "none" for a built residence's or a cancelled contract.
 */
export function useContractSchedule(contract: Contract): ContractSchedule {
  const building = useMemo(() => offPlanBuildingOf(contract), [contract]);
  const record = useScheduleRecord(contract.id);
  const { currency } = useDisplayChoice();
  if (!building || contract.status === "cancelled") return { status: "none" };
  if (record === undefined) return { status: "loading", building };
  return { status: "ready", building, schedule: paymentSchedule({ contract, building, record: record ?? undefined, shown: currency }) };
}
