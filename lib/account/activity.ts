import type { Contract } from "@/lib/schemas/contract";
import type { Transaction } from "@/lib/schemas/transaction";

/**
 * Picking out what this browser submitted, for /account: sample records (the seeded contracts
 * and transactions) are left out, and everything is shown newest first. Pure.
 */

/** Newest first by an ISO date or timestamp (both sort as text); ties keep their order. */
export function newestFirst<T>(records: readonly T[], dateOf: (record: T) => string): T[] {
  return [...records].sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
}

/**
 * Payments and bookings made here: records with a payment `method` that are not samples. (Some
 * sample transactions carry a method too, so the method alone does not tell them apart.)
 */
export function paymentsMadeHere(transactions: readonly Transaction[], sampleIds: ReadonlySet<string>): Transaction[] {
  return newestFirst(
    transactions.filter((transaction) => transaction.method !== undefined && !sampleIds.has(transaction.id)),
    (transaction) => transaction.date,
  );
}

/** Contracts created in this browser: any whose id is not one of the samples'. */
export function contractsCreatedHere(contracts: readonly Contract[], sampleIds: ReadonlySet<string>): Contract[] {
  return newestFirst(
    contracts.filter((contract) => !sampleIds.has(contract.id)),
    (contract) => contract.timeline[0]?.date ?? contract.created,
  );
}

/** "aurum-residences-backup-2026-11-22.json"; `kind` names other downloads ("set-aside"). */
export function backupFileName(now: Date, kind = "backup"): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `aurum-residences-${kind}-${year}-${month}-${day}.json`;
}

/** The first `max` characters of a text, cut at a word, with an ellipsis when shortened. */
export function excerpt(text: string, max = 140): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
