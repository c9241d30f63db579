import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { offPlanBuildingOf } from "./building";
import { nextDueOf } from "./next-due";
import { paymentSchedule } from "./schedule";

const contract = sampleContracts[0]!; // $8,900,000 at Aman Miami Beach: signing 2026-12-09, construction from 2027-03-16
const building = offPlanBuildingOf(contract)!;
const receipt = { fileId: "f1", name: "receipt.pdf", type: "application/pdf" as const, size: 9, sha256: "a".repeat(64) };
const paid = (...keys: string[]) => ({
  payments: keys.map((instalment) => ({ instalment, paidOn: "2026-12-08", receipt, recordedAt: "2026-12-08T10:00:00.000Z" })),
  completionDates: [],
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the next payment due", () => {
  it("is the first unpaid instalment, due (not late) before its day, by the device's clock", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 20, 12)); // 20 November 2026, local time
    expect(nextDueOf(paymentSchedule({ contract, building, shown: "USD" }))).toEqual({
      state: "due",
      label: "On signing",
      dueOn: "2026-12-09",
      amountMinor: 1_780_000_00,
      currency: "USD",
      shownMinor: 1_780_000_00,
      shown: "USD",
      daysLate: 0,
    });
  });

  it("turns overdue the day after its due date, with the days late counted", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 11, 9, 23, 59)); // the due day itself, late evening
    expect(nextDueOf(paymentSchedule({ contract, building, shown: "USD" })).state).toBe("due");
    vi.setSystemTime(new Date(2026, 11, 12, 8)); // three days later
    expect(nextDueOf(paymentSchedule({ contract, building, shown: "USD" }))).toMatchObject({ state: "overdue", daysLate: 3 });
  });

  it("moves on past a paid instalment, with the amount also in the buyer's currency", () => {
    const schedule = paymentSchedule({ contract, building, shown: "EUR", record: paid("signing"), today: "2027-01-10" });
    expect(nextDueOf(schedule)).toMatchObject({
      state: "due",
      label: "Construction instalment 1 of 3",
      dueOn: "2027-03-16",
      amountMinor: 890_000_00,
      currency: "USD",
      shownMinor: 765_400_00,
      shown: "EUR",
    });
  });

  it("says everything is paid once every instalment has a payment", () => {
    const record = paid("signing", "construction-1", "construction-2", "construction-3", "completion");
    expect(nextDueOf(paymentSchedule({ contract, building, shown: "USD", record, today: "2030-01-01" }))).toEqual({ state: "all-paid" });
  });
});
