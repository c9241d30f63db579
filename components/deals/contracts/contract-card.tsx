import { formatDate, padContractId } from "@/lib/format";
import { Money } from "@/components/currency/money";
import type { Contract } from "@/lib/schemas/contract";
import { ContractLink } from "./contract-link";
import { ContractStatusBadge } from "./status-badge";

/** One contract in the list: the whole card is one link to the contract. */
export function ContractCard({ contract }: { contract: Contract }) {
  return (
    <ContractLink
      id={contract.id}
      className="group block h-full rounded-lg border border-border bg-card p-6 shadow-soft transition-colors duration-200 outline-hidden hover:border-gold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl leading-tight break-words group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4">
            {contract.property}
          </h2>
          <p className="tabular mt-1 text-sm text-muted-foreground">Contract #{padContractId(contract.id)}</p>
        </div>
        <ContractStatusBadge status={contract.status} />
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground">Buyer</dt>
          <dd className="break-words">{contract.buyer.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground">Seller</dt>
          <dd className="break-words">{contract.seller.name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="tabular font-medium">
            <Money amount={contract.amountCents} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Deadline</dt>
          <dd className="tabular">{formatDate(contract.deadline)}</dd>
        </div>
      </dl>
    </ContractLink>
  );
}
