import type { ReactNode } from "react";
import { formatDate } from "@/lib/format";
import { Money } from "@/components/currency/money";
import type { Contract } from "@/lib/schemas/contract";

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-card p-6 shadow-soft">
      <h3 className="text-2xl">{title}</h3>
      <div className="mt-4 text-sm leading-relaxed">{children}</div>
    </section>
  );
}

function Rows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 gap-y-2">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Details tab: property, money, contingencies, special terms and the realtor. */
export function ContractTerms({ contract }: { contract: Contract }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title="Property">
        <Rows
          rows={[
            ["Name", contract.property],
            ["Address", contract.propertyAddress],
          ]}
        />
      </Block>
      <Block title="Financial terms">
        <Rows
          rows={[
            ["Purchase amount", <Money key="amount" amount={contract.amountCents} original="inline" />],
            ["Deposit", <Money key="deposit" amount={contract.depositCents} original="inline" />],
            ["Balance at closing", <Money key="balance" amount={contract.amountCents - contract.depositCents} original="inline" />],
            ["Closing date", formatDate(contract.closingDate)],
            ["Created", formatDate(contract.created)],
            ["Signing deadline", formatDate(contract.deadline)],
          ]}
        />
      </Block>
      <Block title="Contingencies">
        <p className="whitespace-pre-line">{contract.contingencies || "None."}</p>
      </Block>
      <Block title="Special terms">
        <p className="whitespace-pre-line">{contract.specialTerms || "None."}</p>
      </Block>
      <Block title="Realtor">
        <Rows
          rows={[
            ["Name", contract.realtor.name],
            ["License", contract.realtor.license],
          ]}
        />
      </Block>
    </div>
  );
}
