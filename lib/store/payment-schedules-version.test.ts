import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { paymentScheduleRecordSchema } from "@/lib/schemas/payment-schedule";
import type { Backup } from "./backup";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

/* Version 6 (issue 29): a table for the off-plan payment schedules (lib/deals/schedule); no record changes. */

function fixture(version: number): Backup {
  return JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), "utf8")) as Backup;
}

describe("store version 6: payment schedules", () => {
  it("is the latest version, adding the paymentSchedules table to version 5's and migrating nothing", () => {
    expect(SCHEMA_VERSION).toBe(6);
    expect(collectionTablesAt(STORE_VERSIONS, 6)).toEqual([...collectionTablesAt(STORE_VERSIONS, 5), "paymentSchedules"]);
    expect(STORE_VERSIONS.find((step) => step.version === 6)?.migrate).toBeUndefined();
  });

  it("reads a version 6 store's schedule record with its paid instalment, receipt and recorded completion date", () => {
    const records = migrateRecords("paymentSchedules", fixture(6).collections.paymentSchedules ?? [], 6, STORE_VERSIONS);
    const [record] = records.map((raw) => paymentScheduleRecordSchema.parse(raw));
    expect(record?.payments.map((payment) => [payment.instalment, payment.receipt.fileId])).toEqual([["signing", "file-receipt-1"]]);
    expect(record?.completionDates.map((entry) => entry.date)).toEqual(["2028-03-31"]);
    const files = fixture(6).collections.files ?? [];
    expect(files.some((file) => (file as { id: string }).id === record?.payments[0]?.receipt.fileId)).toBe(true);
  });
});
