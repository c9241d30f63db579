"use client";

import type { ActivityGroups as Groups } from "@/lib/account/activity-groups";
import { ActivityGroup } from "./activity-record";
import { ApplicationItem, ContractItem, OfferItem, PaymentItem, RequestItem } from "./activity-cards";

/** The five groups of /account, each left out when empty; `idPrefix` keeps two lists' ids apart. */
export function ActivityGroups({ groups, idPrefix, level }: { groups: Groups; idPrefix: string; level: 2 | 3 }) {
  return (
    <>
      <ActivityGroup id={`${idPrefix}-offers`} title="Offers" count={groups.offers.length} level={level}>
        {groups.offers.map((offer) => (
          <OfferItem key={offer.id} offer={offer} />
        ))}
      </ActivityGroup>
      <ActivityGroup id={`${idPrefix}-applications`} title="Applications" count={groups.applications.length} level={level}>
        {groups.applications.map((application) => (
          <ApplicationItem key={application.id} application={application} />
        ))}
      </ActivityGroup>
      <ActivityGroup id={`${idPrefix}-payments`} title="Payments and bookings" count={groups.payments.length} level={level}>
        {groups.payments.map((transaction) => (
          <PaymentItem key={transaction.id} transaction={transaction} />
        ))}
      </ActivityGroup>
      <ActivityGroup id={`${idPrefix}-contracts`} title="Contracts" count={groups.contracts.length} level={level}>
        {groups.contracts.map((contract) => (
          <ContractItem key={contract.id} contract={contract} />
        ))}
      </ActivityGroup>
      <ActivityGroup id={`${idPrefix}-requests`} title="Requests" count={groups.requests.length} level={level}>
        {groups.requests.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ActivityGroup>
    </>
  );
}
