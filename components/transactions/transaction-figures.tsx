import { Money } from "@/components/currency/money";
import type { Transaction } from "@/lib/schemas/transaction";
import { TransactionCard } from "./transaction-card";

/**
 * What /transactions draws from the records once the store has answered: the payments and the
 * totals, in the currency chosen in the header. Loaded alongside the records (see
 * transactions-overview.tsx), since the page has nothing of them to show before.
 */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <ul className="grid gap-4">
      {transactions.map((transaction) => (
        <li key={transaction.id}>
          <TransactionCard transaction={transaction} />
        </li>
      ))}
    </ul>
  );
}

/** A total in millions: "$2.23M", or "≈ €1.92M" beside "USD 2.23M". */
export function TotalFigure({ amount }: { amount: number }) {
  return <Money amount={amount} scale="millions" />;
}
