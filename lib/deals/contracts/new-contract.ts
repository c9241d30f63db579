import { toIsoDate } from "@/lib/format";
import { parseMoney } from "@/lib/money-input";
import type { Contract, ContractForm } from "@/lib/schemas/contract";

/** Parties are asked to sign within this many days of creation (or by closing, if sooner). */
export const SIGNING_WINDOW_DAYS = 14;

/** The signing deadline: SIGNING_WINDOW_DAYS after `created`, but never after the closing date. */
export function signingDeadline(created: string, closingDate: string): string {
  const date = new Date(`${created}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + SIGNING_WINDOW_DAYS);
  const deadline = date.toISOString().slice(0, 10);
  return closingDate < deadline ? closingDate : deadline;
}

/**
 * The contract record for a submitted /contracts/new form: pending both signatures, with a
 * first timeline event. `id` comes from nextContractId inside the store's write; `now` is
 * the moment of creation. The form has passed contractFormSchema, so both amounts parse.
 */
export function buildContract(form: ContractForm, id: string, now: Date): Contract {
  const created = toIsoDate(now);
  const amountCents = parseMoney(form.purchaseAmount) ?? 0;
  const depositCents = parseMoney(form.depositAmount) ?? 0;
  const buyer = { name: form.buyerName, email: form.buyerEmail, phone: form.buyerPhone };
  const seller = { name: form.sellerName, email: form.sellerEmail, phone: form.sellerPhone };
  return {
    id,
    property: form.propertyName,
    propertyAddress: form.propertyAddress,
    buyer,
    seller,
    status: "pending_signature",
    amountCents,
    depositCents,
    closingDate: form.closingDate,
    created,
    deadline: signingDeadline(created, form.closingDate),
    contingencies: form.contingencies ?? "",
    specialTerms: form.specialTerms ?? "",
    realtor: { name: form.realtorName, license: form.realtorLicense },
    signatures: [
      { party: "buyer", name: buyer.name, status: "pending", date: null },
      { party: "seller", name: seller.name, status: "pending", date: null },
    ],
    timeline: [{ date: now.toISOString(), fact: { kind: "contract-created", from: "form", preparedBy: form.realtorName } }],
  };
}
