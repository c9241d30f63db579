"use client";

import Link from "next/link";
import { Money } from "@/components/currency/money";
import { ContractLink } from "@/components/deals/contracts/contract-link";
import { RoomProgress } from "@/components/deals/room/room-progress";
import { NextPaymentPart } from "@/components/deals/schedule/next-payment-part";
import type { Deal } from "@/lib/deals/deal-stage";
import { latestVersion } from "@/lib/deals/offers/offer-versions";
import { offerPath } from "@/lib/deals/offers/offer-paths";
import { formatDate, padContractId } from "@/lib/format";
import { financingTypeLabels } from "@/lib/schemas/offer";
import { ActivityRecord } from "./activity-record";

const linkClass = "w-fit text-sm text-gold-ink underline underline-offset-4";

/** One deal on /account: the offer's terms as they now stand, where the deal is, and links to its offer and contract. */
export function DealItem({ deal }: { deal: Deal }) {
  const { offer, contract, stage } = deal;
  const { terms } = latestVersion(offer);
  const listed =
    typeof offer.property.price === "number" ? <Money amount={offer.property.price} original="inline" /> : offer.property.price;
  return (
    <ActivityRecord
      title={`Offer on ${offer.property.name}`}
      date={offer.createdAt}
      status={stage.label}
      figures={[
        { label: "Offer amount", value: <Money amount={terms.offerAmountCents} original="inline" /> },
        { label: "Deposit", value: <Money amount={terms.depositCents} original="inline" /> },
        { label: "Financing", value: financingTypeLabels[offer.financingType] },
        { label: "Closing date", value: formatDate(terms.closingDate) },
        { label: "Listed at", value: listed },
        { label: "Buyer", value: offer.buyerName },
      ]}
    >
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href={offerPath(offer.id)} prefetch={false} className={linkClass}>
          Open the offer<span className="sr-only"> on {offer.property.name}</span>
        </Link>
        {contract ? (
          <ContractLink id={contract.id} className={linkClass}>
            Open contract {padContractId(contract.id)}
          </ContractLink>
        ) : null}
      </p>
      {contract ? <RoomProgress contract={contract} /> : null}
      {contract ? <NextPaymentPart contract={contract} /> : null}
    </ActivityRecord>
  );
}
