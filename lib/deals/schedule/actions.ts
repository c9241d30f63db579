import { currentOwner } from "@/lib/account/current-owner";
import { sha256Hex } from "@/lib/files/fingerprint";
import { safeAttachmentName } from "@/lib/messages/attachment";
import type { InstalmentPayment, PaymentScheduleRecord } from "@/lib/schemas/payment-schedule";
import { createId, isStoreError, StoreError } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { checkReceipt } from "./receipt";
import { scheduleRecordId } from "./record-id";

/*
 * The payment schedule's writes: one record per contract and account in store.paymentSchedules
 * (the schedule itself is computed from the contract and its building), receipts in store.files.
 */

export { scheduleRecordId };

type Change = (record: PaymentScheduleRecord) => PaymentScheduleRecord;

/** Applies `change` to the record inside the store's atomic update, making the record first if there is none. */
async function changeRecord(contractId: string, change: Change, store: WritableStore): Promise<PaymentScheduleRecord> {
  const owner = currentOwner();
  const id = scheduleRecordId(contractId, owner.ownerId);
  const stamp = (record: PaymentScheduleRecord) => ({ ...change(record), updatedAt: new Date().toISOString() });
  try {
    return await store.paymentSchedules.update(id, stamp);
  } catch (error) {
    if (!isStoreError(error) || error.kind !== "not-found") throw error;
  }
  const empty: PaymentScheduleRecord = { id, ...owner, contractId, payments: [], completionDates: [], escrowChecks: [], updatedAt: "" };
  try {
    return await store.paymentSchedules.create(stamp(empty));
  } catch (error) {
    // Another tab made the record between the two calls: change that one.
    if (isStoreError(error) && error.kind === "conflict") return store.paymentSchedules.update(id, stamp);
    throw error;
  }
}

export type ReceiptFile = { name: string; bytes: Uint8Array<ArrayBuffer> };

type MarkPaid = { contractId: string; instalment: string; paidOn: string; receipt: ReceiptFile };

/**
 * Marks an instalment paid with its receipt: the file is checked again (size, type by its bytes),
 * fingerprinted (SHA-256) and kept in store.files, then the payment is recorded. An instalment
 * already marked paid is refused (`conflict`) and the new file removed again.
 */
export async function markInstalmentPaid(
  { contractId, instalment, paidOn, receipt }: MarkPaid,
  store: WritableStore = writableStore,
): Promise<InstalmentPayment> {
  const check = checkReceipt(receipt.bytes.byteLength, receipt.bytes.subarray(0, 16));
  if (!check.ok) throw new StoreError("invalid", check.message);
  const sha256 = await sha256Hex(receipt.bytes);
  const now = new Date().toISOString();
  const file = await store.files.create({
    id: createId(),
    ...currentOwner(),
    name: safeAttachmentName(receipt.name, check.type),
    type: check.type,
    size: receipt.bytes.byteLength,
    blob: new Blob([receipt.bytes], { type: check.type }),
    createdAt: now,
  });
  const payment: InstalmentPayment = {
    instalment,
    paidOn,
    receipt: { fileId: file.id, name: file.name, type: check.type, size: file.size, sha256 },
    recordedAt: now,
  };
  try {
    await changeRecord(
      contractId,
      (record) => {
        if (record.payments.some((entry) => entry.instalment === instalment)) {
          throw new StoreError("conflict", "This instalment is already marked paid (perhaps in another tab).");
        }
        return { ...record, payments: [...record.payments, payment] };
      },
      store,
    );
  } catch (error) {
    await store.files.remove(file.id).catch(() => undefined);
    throw error;
  }
  return payment;
}

/** Records a new completion date; the same date as the last one recorded is refused. */
export function recordCompletionDate(
  contractId: string,
  date: string,
  store: WritableStore = writableStore,
): Promise<PaymentScheduleRecord> {
  return changeRecord(
    contractId,
    (record) => {
      if (record.completionDates.at(-1)?.date === date) throw new StoreError("conflict", "This completion date is already recorded.");
      return { ...record, completionDates: [...record.completionDates, { date, recordedAt: new Date().toISOString() }] };
    },
    store,
  );
}

/** Records that the person confirmed the account they are about to pay matches the contract's escrow account. */
export function confirmEscrowMatch(
  contractId: string,
  instalment: string,
  store: WritableStore = writableStore,
): Promise<PaymentScheduleRecord> {
  return changeRecord(
    contractId,
    (record) => ({ ...record, escrowChecks: [...record.escrowChecks, { instalment, at: new Date().toISOString() }].slice(-50) }),
    store,
  );
}
