"use client";

import type { ActivityGroups as Groups } from "@/lib/account/activity-groups";
import { dealsFrom } from "@/lib/deals/deal-stage";
import { ActivityGroup } from "./activity-record";
import { ApplicationItem, ContractItem, PaymentItem, RequestItem } from "./activity-cards";
import { DealItem } from "./deal-item";

/** The five groups of /account, each left out when empty; `idPrefix` keeps two lists' ids apart. */
export function ActivityGroups({ groups, idPrefix, level }: { groups: Groups; idPrefix: string; level: 2 | 3 }) {
  return (
    <>
      <ActivityGroup id={`${idPrefix}-offers`} title="Offers" count={groups.offers.length} level={level}>
        {/* Each offer with its contract and deposit, and the stage the deal has reached. */}
        {dealsFrom(groups.offers, groups.contracts, groups.payments).map((deal) => (
          <DealItem key={deal.offer.id} deal={deal} />
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
