import { describeStatus, formatShare } from "@/lib/facts/describe";
import { paymentPlanAmounts } from "@/lib/facts/payment-plan";
import { Money } from "@/components/currency/money";
import type { Cents } from "@/lib/money";
import type { BuildStatus } from "@/lib/schemas/residence-facts";
import { figuresCaption, figuresCellStrong, figuresHeadCell, figuresRow, figuresTable } from "@/components/ui/figures-look";
import { FactsPart } from "./facts-part";

/** Ready or off-plan; an off-plan building's payment plan with each instalment of the starting price. */
export function FactsStatus({ status, priceCents }: { status: BuildStatus; priceCents: Cents }) {
  return (
    <FactsPart id="facts-status-title" title="Status and payment plan" sourceIds={[]}>
      <p className="mt-5 text-lg font-medium">{describeStatus(status)}</p>
      {status.stage === "ready" ? (
        <p className="mt-2 text-sm text-muted-foreground">The building is complete: the price is paid at closing, with no payment plan.</p>
      ) : (
        <table className={`${figuresTable} mt-6`}>
          <caption className={figuresCaption}>
            Payment plan at the starting price of{" "}
            <span className="tabular">
              <Money amount={priceCents} original="inline" />
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={figuresHeadCell}>
                Milestone
              </th>
              <th scope="col" className={`${figuresHeadCell} pl-4 text-right`}>
                Share
              </th>
              <th scope="col" className={`${figuresHeadCell} pl-4 text-right`}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {paymentPlanAmounts(status.paymentPlan, priceCents).map((step) => (
              <tr key={step.milestone} className={figuresRow}>
                <th scope="row" className="py-3 font-normal">
                  {step.milestone}
                </th>
                <td className={figuresCellStrong}>{formatShare(step.shareBps)}</td>
                <td className={figuresCellStrong}>
                  <Money amount={step.amountCents} original="none" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-foreground/70">
              <th scope="row" className="py-3 font-medium">
                Total
              </th>
              <td className={figuresCellStrong}>100%</td>
              <td className={figuresCellStrong}>
                <Money amount={priceCents} original="none" />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </FactsPart>
  );
}
