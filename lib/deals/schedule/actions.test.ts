import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { siteTestStore } from "@/lib/store/testing";
import { confirmEscrowMatch, markInstalmentPaid, recordCompletionDate, scheduleRecordId } from "./actions";

const pdfBytes = () => new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const paid = (instalment = "signing") => ({
  contractId: "1",
  instalment,
  paidOn: "2026-12-08",
  receipt: { name: "../Bank receipt.exe.pdf", bytes: pdfBytes() },
});

describe("marking an instalment paid", () => {
  it("keeps the receipt in the store, fingerprinted, and records the payment on the signed-in person's schedule", async () => {
    signInForTest("acc-1");
    const store = siteTestStore().collections;
    const payment = await markInstalmentPaid(paid(), store);
    const sha256 = createHash("sha256").update(pdfBytes()).digest("hex");
    expect(payment).toMatchObject({ instalment: "signing", paidOn: "2026-12-08", receipt: { type: "application/pdf", size: 9, sha256 } });
    const file = await store.files.get(payment.receipt.fileId);
    expect(file).toMatchObject({ ownerId: "acc-1", name: "Bank receipt.exe.pdf", type: "application/pdf" });
    expect(new Uint8Array(await file!.blob.arrayBuffer())).toEqual(pdfBytes());
    const record = await store.paymentSchedules.get(scheduleRecordId("1", "acc-1"));
    expect(record).toMatchObject({ ownerId: "acc-1", contractId: "1", payments: [payment] });
  });

  it("refuses a file that is not a PDF, PNG or JPEG by its bytes, whatever its name, storing nothing", async () => {
    const store = siteTestStore().collections;
    const html = { name: "receipt.pdf", bytes: new TextEncoder().encode("<html><script>") };
    await expect(markInstalmentPaid({ ...paid(), receipt: html }, store)).rejects.toMatchObject({
      kind: "invalid",
      message: "The selected file must be a PDF, PNG or JPEG",
    });
    expect(await store.files.list()).toEqual([]);
    expect(await store.paymentSchedules.list()).toEqual([]);
  });

  it("refuses to mark the same instalment paid twice and removes the second receipt again", async () => {
    const store = siteTestStore().collections;
    const first = await markInstalmentPaid(paid(), store);
    await expect(markInstalmentPaid(paid(), store)).rejects.toMatchObject({ kind: "conflict" });
    expect((await store.files.list()).map((file) => file.id)).toEqual([first.receipt.fileId]);
    await markInstalmentPaid(paid("construction-1"), store);
    const record = await store.paymentSchedules.get(scheduleRecordId("1", undefined));
    expect(record?.payments.map((payment) => payment.instalment)).toEqual(["signing", "construction-1"]);
  });

  it("keeps each account's schedule apart", async () => {
    const store = siteTestStore().collections;
    await markInstalmentPaid(paid(), store);
    signInForTest("acc-2");
    await markInstalmentPaid(paid(), store);
    expect((await store.paymentSchedules.list()).map((record) => [record.id, record.ownerId])).toEqual([
      ["1:acc-2", "acc-2"],
      ["1:this-browser", undefined],
    ]);
  });
});

describe("recording a new completion date and an escrow check", () => {
  it("adds each completion date in order, refusing the one already last recorded", async () => {
    const store = siteTestStore().collections;
    await recordCompletionDate("1", "2028-03-31", store);
    await expect(recordCompletionDate("1", "2028-03-31", store)).rejects.toMatchObject({ kind: "conflict" });
    const record = await recordCompletionDate("1", "2028-06-30", store);
    expect(record.completionDates.map((entry) => entry.date)).toEqual(["2028-03-31", "2028-06-30"]);
  });

  it("records only that the person confirmed the account matches, for the instalment", async () => {
    const store = siteTestStore().collections;
    const record = await confirmEscrowMatch("1", "construction-1", store);
    expect(record.escrowChecks).toEqual([{ instalment: "construction-1", at: expect.any(String) }]);
  });
});
