import { checkTypedFile, DOCUMENT_TYPES, govukRefusal } from "@/lib/files/typed-file";
import type { ReceiptType } from "@/lib/schemas/payment-schedule";

/** What the file picker offers (a hint only; the bytes decide). */
export const RECEIPT_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

export type ReceiptCheck = { ok: true; type: ReceiptType } | { ok: false; message: string };

/** Whether a file can be kept as a receipt: a PDF or an image by its first bytes (lib/files/typed-file.ts), 1 byte to 10 MB. */
export function checkReceipt(size: number, head: Uint8Array): ReceiptCheck {
  const check = checkTypedFile(size, head, DOCUMENT_TYPES);
  return check.ok ? check : { ok: false, message: govukRefusal(check.refusal, "PDF, PNG or JPEG") };
}
