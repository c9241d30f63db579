import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { Request } from "@/lib/schemas/request";
import type { Transaction } from "@/lib/schemas/transaction";
import type { ApplicationRecord } from "@/lib/store";
import { contractsCreatedHere, newestFirst, paymentsMadeHere } from "./activity";
import { byOwnership } from "./ownership";

/** Every collection /account reads, as stored. */
export type ActivityRecords = {
  offers: readonly Offer[];
  applications: readonly ApplicationRecord[];
  transactions: readonly Transaction[];
  contracts: readonly Contract[];
  requests: readonly Request[];
};

/** What /account lists, group by group, newest first. */
export type ActivityGroups = {
  offers: Offer[];
  applications: ApplicationRecord[];
  payments: Transaction[];
  contracts: Contract[];
  requests: Request[];
};

export type SampleIds = { contracts: ReadonlySet<string>; transactions: ReadonlySet<string> };

function groupsOf(records: ActivityRecords, samples: SampleIds): ActivityGroups {
  return {
    offers: newestFirst(records.offers, (offer) => offer.createdAt),
    applications: newestFirst(records.applications, (application) => application.createdAt),
    payments: paymentsMadeHere(records.transactions, samples.transactions),
    contracts: contractsCreatedHere(records.contracts, samples.contracts),
    requests: newestFirst(records.requests, (request) => request.createdAt),
  };
}

export function activityCount(groups: ActivityGroups): number {
  return Object.values(groups).reduce((sum, list) => sum + list.length, 0);
}

/**
 * The viewer's own records and those made in this browser while signed out, each grouped for
 * /account; other accounts' records are in neither.
 */
export function activityByOwner(
  records: ActivityRecords,
  viewer: string | null,
  samples: SampleIds,
): { mine: ActivityGroups; signedOut: ActivityGroups } {
  const split = <T extends { ownerId?: string }>(list: readonly T[]) => byOwnership(list, viewer);
  const parts = {
    offers: split(records.offers),
    applications: split(records.applications),
    transactions: split(records.transactions),
    contracts: split(records.contracts),
    requests: split(records.requests),
  };
  const pick = (side: "mine" | "signedOut"): ActivityRecords => ({
    offers: parts.offers[side],
    applications: parts.applications[side],
    transactions: parts.transactions[side],
    contracts: parts.contracts[side],
    requests: parts.requests[side],
  });
  return { mine: groupsOf(pick("mine"), samples), signedOut: groupsOf(pick("signedOut"), samples) };
}
