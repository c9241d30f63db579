"use client";

import { useMemo } from "react";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { useSessionState } from "@/lib/auth/use-session";
import { scheduleRecordId } from "@/lib/deals/schedule/record-id";
import type { PaymentScheduleRecord } from "@/lib/schemas/payment-schedule";
import { store } from "@/lib/store";

/** The signed-in person's (or the signed-out browser's) schedule record of a contract: undefined while loading, null for none. */
export function useScheduleRecord(contractId: string): PaymentScheduleRecord | null | undefined {
  const session = useSessionState();
  const records = useVisibleCollection(store.paymentSchedules);
  return useMemo(() => {
    if (records.status === "loading" || session === undefined) return undefined;
    const id = scheduleRecordId(contractId, session?.accountId);
    return records.data.find((record) => record.id === id) ?? null;
  }, [records, session, contractId]);
}
