import { formatShare } from "@/lib/facts/describe";
import { estimateHoldingCosts } from "@/lib/facts/holding-costs";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { MoneyPerArea } from "@/components/currency/money-per-area";
import { FigureSources } from "@/components/sources/figure-sources";
import type { Cents } from "@/lib/money";
import type { HoldingCosts } from "@/lib/schemas/residence-facts";
import { CostTable, type CostRow } from "./cost-table";
import { FactsPart } from "./facts-part";

type FactsHoldingCostsProps = { costs: HoldingCosts; priceCents: Cents; sqft: number };

const payerWords = { buyer: "Buyer", seller: "Seller" } as const;

/**
 * What holding the starting residence costs (the starting price and the smallest residence's
 * area): the running costs a month, then the charges at purchase with who customarily pays each;
 * only the buyer's count in the buyer's total. Every line names its source or is marked as the
 * site's illustrative sample.
 */
export function FactsHoldingCosts({ costs, priceCents, sqft }: FactsHoldingCostsProps) {
  const estimate = estimateHoldingCosts(costs, priceCents, sqft);
  const running: CostRow[] = [
    {
      cost: "Service charge",
      basis: <MoneyPerArea amountPerSqft={costs.serviceChargeCentsPerSqftMonth} period="a month" />,
      sourceIds: costs.sources.serviceCharge,
      amount: estimate.monthly.serviceCharge,
    },
    {
      cost: "Brand or management fee",
      basis: costs.brandFeeCentsPerSqftYear ? (
        <MoneyPerArea amountPerSqft={costs.brandFeeCentsPerSqftYear} period="a year" />
      ) : (
        "None at this building"
      ),
      sourceIds: [],
      amount: estimate.monthly.brandFee,
    },
    {
      cost: "Property tax",
      basis: costs.propertyTaxBps ? `${formatShare(costs.propertyTaxBps)} of the value a year` : "None in this location",
      sourceIds: costs.sources.propertyTax,
      amount: estimate.monthly.propertyTax,
    },
    {
      cost: "Owner's insurance (interior and contents)",
      basis: <MoneyPerArea amountPerSqft={costs.ownerInsuranceCentsPerSqftYear} period="a year" />,
      sourceIds: [],
      amount: estimate.monthly.insurance,
    },
  ];
  const oneOff: CostRow[] = [
    ...estimate.oneOff.charges.map((charge) => ({
      cost: charge.charge,
      basis: `${formatShare(charge.bps)} of the price`,
      payer: charge.payerNote ? `${payerWords[charge.payer]}. ${charge.payerNote}` : payerWords[charge.payer],
      sourceIds: charge.sourceIds,
      amount: charge.cents,
    })),
    {
      cost: "Title, legal and closing costs",
      basis: `${formatShare(costs.closingCostsBps)} of the price`,
      payer: payerWords.buyer,
      sourceIds: [],
      amount: estimate.oneOff.closingCosts,
    },
  ];
  return (
    <FactsPart
      id="facts-costs-title"
      title="Costs of holding"
      sourceIds={[...new Set([...running, ...oneOff].flatMap((row) => row.sourceIds))]}
    >
      <p className="mt-4 text-sm text-muted-foreground">
        For the starting residence: the starting price,{" "}
        <span className="tabular">
          <Money amount={priceCents} original="inline" />
        </span>
        , and{" "}
        <span className="tabular">
          <Area sqft={sqft} />
        </span>
        , the smallest here.
      </p>
      <CostTable
        caption="Running costs"
        amountHeading="A month"
        rows={running}
        total={{ label: "Total a month", amount: estimate.monthly.total }}
      />
      <p className="mt-3 text-sm">
        That is{" "}
        <span className="tabular font-medium">
          <Money amount={estimate.yearly} original="none" />
        </span>{" "}
        a year.
      </p>
      <p className="mt-3 max-w-3xl text-sm leading-relaxed text-muted-foreground" data-owner-policy="">
        The owner&apos;s own policy (an HO-6 policy in the US) insures the interior finishes and fixtures, the contents, loss of use and
        liability; the building and its common areas are under the association&apos;s master policy, which the service charge pays.{" "}
        {costs.sources.ownerInsurance.length ? "What it covers: " : null}
        <FigureSources ids={costs.sources.ownerInsurance} />
      </p>
      <CostTable
        caption="Once, at purchase"
        amountHeading="Amount"
        withPayer
        rows={oneOff}
        total={{ label: "The buyer's total at purchase (the seller's charges left out)", amount: estimate.oneOff.total }}
      />
    </FactsPart>
  );
}
