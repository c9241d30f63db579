import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import type { PaymentScheduleRecord } from "@/lib/schemas/payment-schedule";
import { offPlanBuildingOf } from "./building";
import { slipText } from "./calendar-days";
import { paymentSchedule } from "./schedule";

const contract = sampleContracts[0]!; // $8,900,000 at Aman Miami Beach: signing 2026-12-09, completion 2027-12-31
const building = offPlanBuildingOf(contract)!;
const receipt = { fileId: "f1", name: "receipt.pdf", type: "application/pdf" as const, size: 9, sha256: "a".repeat(64) };

function record(changes: Partial<PaymentScheduleRecord> = {}): PaymentScheduleRecord {
  return {
    id: "1:this-browser",
    contractId: "1",
    payments: [],
    completionDates: [],
    escrowChecks: [],
    updatedAt: "2027-01-01T00:00:00.000Z",
    ...changes,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the payment schedule's states", () => {
  it("marks instalments overdue once their day has passed, by today's date, and names the first unpaid one as next", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 3, 1, 12)); // 1 April 2027, local time
    const schedule = paymentSchedule({ contract, building, shown: "USD" });
    expect(schedule.instalments.map((instalment) => [instalment.key, instalment.status])).toEqual([
      ["signing", { state: "overdue", daysLate: 113 }],
      ["construction-1", { state: "overdue", daysLate: 16 }],
      ["construction-2", { state: "due" }],
      ["construction-3", { state: "due" }],
      ["completion", { state: "due" }],
    ]);
    expect(schedule.next?.key).toBe("signing");
  });

  it("marks paid the instalments with a recorded payment, whatever the date, and moves the next payment on", () => {
    const payments = [{ instalment: "signing", paidOn: "2026-12-08", receipt, recordedAt: "2026-12-08T10:00:00.000Z" }];
    const schedule = paymentSchedule({ contract, building, shown: "USD", record: record({ payments }), today: "2027-04-01" });
    expect(schedule.instalments[0]?.status).toEqual({ state: "paid", payment: payments[0] });
    expect(schedule.next?.key).toBe("construction-1");
  });

  it("is due on the due day itself, not overdue", () => {
    const schedule = paymentSchedule({ contract, building, shown: "USD", today: "2026-12-09" });
    expect(schedule.instalments[0]?.status).toEqual({ state: "due" });
  });

  it("has no next payment once every instalment is paid", () => {
    const keys = ["signing", "construction-1", "construction-2", "construction-3", "completion"];
    const payments = keys.map((instalment) => ({ instalment, paidOn: "2026-12-01", receipt, recordedAt: "2026-12-01T10:00:00.000Z" }));
    expect(paymentSchedule({ contract, building, shown: "USD", record: record({ payments }), today: "2026-12-02" }).next).toBeUndefined();
  });
});

describe("the payment schedule in the buyer's currency", () => {
  it("converts each instalment at the dated snapshot, indicatively, keeping the listing's amounts exact", () => {
    const schedule = paymentSchedule({ contract, building, shown: "EUR", today: "2026-12-01" });
    expect(schedule.currency).toBe("USD");
    expect(schedule.ratesDate).toBe("2025-11-20");
    expect(schedule.instalments.map((instalment) => [instalment.amountMinor, instalment.shownMinor])).toEqual([
      [1_780_000_00, 1_530_800_00], // at 0.86 euros to the dollar
      [890_000_00, 765_400_00],
      [890_000_00, 765_400_00],
      [890_000_00, 765_400_00],
      [4_450_000_00, 3_827_000_00],
    ]);
  });

  it("gives whole yen for the yen, which has no minor unit", () => {
    const schedule = paymentSchedule({ contract, building, shown: "JPY", today: "2026-12-01" });
    expect(schedule.instalments[0]?.shownMinor).toBe(275_900_000); // $1,780,000 x 155
  });
});

describe("a completion date that moves", () => {
  it("shows no slip until a new completion date is recorded", () => {
    expect(paymentSchedule({ contract, building, shown: "USD", today: "2026-12-01" }).slip).toBeNull();
  });

  it("shows the slip against the plan and which unpaid instalments move and by how many days", () => {
    const payments = [{ instalment: "signing", paidOn: "2026-12-08", receipt, recordedAt: "2026-12-08T10:00:00.000Z" }];
    const completionDates = [
      { date: "2028-01-31", recordedAt: "2027-01-01T00:00:00.000Z" },
      { date: "2028-03-31", recordedAt: "2027-02-01T00:00:00.000Z" },
    ];
    const schedule = paymentSchedule({
      contract,
      building,
      shown: "USD",
      record: record({ payments, completionDates }),
      today: "2027-02-02",
    });
    expect(schedule.slip).toEqual({
      planned: "2027-12-31",
      current: "2028-03-31",
      days: 91,
      moves: [
        { key: "construction-1", label: "Construction instalment 1 of 3", from: "2027-03-16", to: "2027-04-08", days: 23 },
        { key: "construction-2", label: "Construction instalment 2 of 3", from: "2027-06-21", to: "2027-08-05", days: 45 },
        { key: "construction-3", label: "Construction instalment 3 of 3", from: "2027-09-25", to: "2027-12-03", days: 69 },
        { key: "completion", label: "On completion", from: "2027-12-31", to: "2028-03-31", days: 91 },
      ],
    });
    expect(schedule.instalments.at(-1)?.dueOn).toBe("2028-03-31");
    expect(slipText(91)).toBe("91 days (about 3 months)");
  });

  it("shows an earlier completion as a negative slip", () => {
    const completionDates = [{ date: "2027-11-30", recordedAt: "2027-01-01T00:00:00.000Z" }];
    const schedule = paymentSchedule({ contract, building, shown: "USD", record: record({ completionDates }), today: "2027-01-02" });
    expect(schedule.slip?.days).toBe(-31);
    expect(schedule.slip?.moves.at(-1)).toMatchObject({ key: "completion", days: -31 });
    expect(slipText(-31)).toBe("31 days (about 1 month)");
    expect(slipText(1)).toBe("1 day");
  });
});
