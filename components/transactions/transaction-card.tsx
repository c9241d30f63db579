import type { ReactNode } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { ContractLink } from "@/components/deals/contracts/contract-link";
import { formatDate, padContractId } from "@/lib/format";
import { Money } from "@/components/currency/money";
import { paymentMethodLabels, transactionStatusLabels } from "@/lib/schemas/labels";
import type { Transaction, TransactionStatus } from "@/lib/schemas/transaction";

const statusVariants: Record<TransactionStatus, BadgeVariant> = {
  pending: "warning",
  escrow: "outline",
  completed: "success",
  failed: "destructive",
  refunded: "muted",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One figure of the card: its term and, in the `value` style, its value; `wide` takes two columns. */
function Fact({ label, value, wide, children }: { label: string; value?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2" : "min-w-0"}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={value}>{children}</dd>
    </div>
  );
}

function Body({ transaction }: { transaction: Transaction }) {
  const method = transaction.method ? paymentMethodLabels[transaction.method] : null;
  const card = transaction.card ? `${capitalise(transaction.card.brand)} ending ${transaction.card.last4}` : null;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium caps text-gold-ink">{transaction.type}</p>
          <h3 className="mt-1 text-2xl leading-tight break-words">{transaction.property}</h3>
          <p className="tabular mt-1 text-sm text-muted-foreground">
            {transaction.id}
            {transaction.contractId ? ` · Contract #${padContractId(transaction.contractId)}` : ""}
          </p>
        </div>
        <Badge variant={statusVariants[transaction.status]}>{transactionStatusLabels[transaction.status]}</Badge>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <Fact label="Amount" value="tabular text-base font-medium">
          <Money amount={transaction.amountCents} />
        </Fact>
        <Fact label="Date" value="tabular">
          {formatDate(transaction.date)}
        </Fact>
        <Fact label={transaction.type === "Booking" ? "Guest" : "Buyer"} value="break-words">
          {transaction.buyer}
        </Fact>
        <Fact label={transaction.type === "Booking" ? "Host" : "Seller"} value="break-words">
          {transaction.seller}
        </Fact>
        {method ? (
          <Fact label="Paid by" wide>
            {card ? `${method}, ${card}` : method}
          </Fact>
        ) : null}
        {transaction.booking ? (
          <Fact label="Stay" value="tabular" wide>
            {formatDate(transaction.booking.checkIn)} to {formatDate(transaction.booking.checkOut)}, {transaction.booking.nights} nights,{" "}
            {transaction.booking.guests} guests
          </Fact>
        ) : null}
      </dl>
      {transaction.status === "escrow" ? (
        <p className="mt-5 rounded-md border border-gold bg-gold/10 px-4 py-3 text-sm">
          Held in escrow until the contract completes, then released to the seller. (Simulated in this preview: no money has moved.)
        </p>
      ) : null}
      {transaction.status === "failed" ? (
        <p className="mt-5 text-sm text-destructive">This payment did not go through; nothing was charged.</p>
      ) : null}
    </>
  );
}

/** One payment; the whole card links to its contract when it has one. */
export function TransactionCard({ transaction }: { transaction: Transaction }) {
  const frame = "block h-full rounded-lg border border-border bg-card p-6 shadow-soft";
  if (!transaction.contractId) {
    return (
      <article className={frame}>
        <Body transaction={transaction} />
      </article>
    );
  }
  return (
    <ContractLink
      id={transaction.contractId}
      className={`${frame} transition-colors duration-200 outline-hidden hover:border-gold focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background`}
    >
      <Body transaction={transaction} />
    </ContractLink>
  );
}
