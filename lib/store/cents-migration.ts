import type { PlainRecord, RecordMigration } from "./record-migration";

/*
 * Version 2 of the store keeps money as integer cents under names that say so (`amountCents`),
 * where version 1 kept whole dollars (`amount`). Each migration renames and multiplies; a value
 * that is not a number moves across unchanged, so validation on read sets the record aside
 * with its reason instead of the upgrade failing for everyone.
 */

function toCents(value: unknown): unknown {
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value * 100) : value;
}

/** Moves `from` (whole dollars) to `to` (cents), leaving a record without `from` as it is. */
function renameToCents(record: PlainRecord, from: string, to: string): PlainRecord {
  if (!(from in record)) return record;
  const { [from]: dollars, ...rest } = record;
  return { ...rest, [to]: toCents(dollars) };
}

export const offerToCents: RecordMigration = (record) => {
  const moved = renameToCents(renameToCents(record, "offerAmount", "offerAmountCents"), "downPayment", "downPaymentCents");
  const property = moved.property;
  if (typeof property !== "object" || property === null) return moved;
  const { price } = property as PlainRecord;
  // The listed price is cents now, or words such as "Contact for pricing" (kept as they are).
  return typeof price === "number" ? { ...moved, property: { ...property, price: toCents(price) } } : moved;
};

export const transactionToCents: RecordMigration = (record) => renameToCents(record, "amount", "amountCents");

export const contractToCents: RecordMigration = (record) =>
  renameToCents(renameToCents(record, "amount", "amountCents"), "deposit", "depositCents");
