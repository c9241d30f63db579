import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paymentScheduleRecordSchema } from "@/lib/schemas/payment-schedule";
import type { Backup } from "./backup";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

/* Version 9 (issue 29): a table for the off-plan payment schedules (lib/deals/schedule); no record changes. */

function fixture(version: number): Backup {
  return JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), "utf8")) as Backup;
}

describe("store version 9: payment schedules", () => {
  it("adds the paymentSchedules table to version 8's and migrates nothing", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(9);
    expect(collectionTablesAt(STORE_VERSIONS, 9)).toEqual([...collectionTablesAt(STORE_VERSIONS, 8), "paymentSchedules"]);
    expect(STORE_VERSIONS.find((step) => step.version === 9)?.migrate).toBeUndefined();
  });

  it("reads a version 9 store's schedule record with its paid instalment, receipt and recorded completion date", () => {
    const records = migrateRecords("paymentSchedules", fixture(9).collections.paymentSchedules ?? [], 9, STORE_VERSIONS);
    const [record] = records.map((raw) => paymentScheduleRecordSchema.parse(raw));
    expect(record?.payments.map((payment) => [payment.instalment, payment.receipt.fileId])).toEqual([["signing", "file-receipt-1"]]);
    expect(record?.completionDates.map((entry) => entry.date)).toEqual(["2028-03-31"]);
    const files = fixture(9).collections.files ?? [];
    expect(files.some((file) => (file as { id: string }).id === record?.payments[0]?.receipt.fileId)).toBe(true);
  });
});
