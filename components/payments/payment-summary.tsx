import { Button } from "@/components/ui/button";
import { formatDate, padContractId } from "@/lib/format";
import { IndicativeMoney } from "@/components/currency/indicative-money";
import { formatMoney } from "@/lib/money";
import { nightsBetween } from "@/lib/format";
import { amountDue, RESERVATION_DEPOSIT_LABEL, type PaymentPurpose } from "@/lib/payments/purpose";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What is being paid for and how much: the review a payment needs before it is made (WCAG 3.3.4).
 * In the listing's own currency, which is what is charged, with the total's indicative value in the
 * currency chosen in the header under it.
 */
export function PaymentSummary({ purpose, onChangeStay }: { purpose: PaymentPurpose; onChangeStay?: () => void }) {
  const amount = amountDue(purpose);
  return (
    <section aria-label="Payment summary" className="rounded-md border border-border bg-muted/50 p-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-y-2 [&>dt]:pr-6">
        <dt className="text-muted-foreground">Residence</dt>
        <dd className="font-medium">{purpose.propertyName}</dd>
        {purpose.kind === "deposit" ? (
          <>
            <dt className="text-muted-foreground">Listing price</dt>
            <dd className="tabular">{formatMoney(purpose.priceCents)}</dd>
            <dt className="text-muted-foreground">Deposit</dt>
            <dd className="tabular">{RESERVATION_DEPOSIT_LABEL} reservation deposit</dd>
          </>
        ) : purpose.kind === "contract-deposit" ? (
          <>
            <dt className="text-muted-foreground">Contract</dt>
            <dd className="tabular">#{padContractId(purpose.contractId)}</dd>
            <dt className="text-muted-foreground">Deposit</dt>
            <dd>The escrow deposit the contract agrees</dd>
          </>
        ) : (
          <StayRows checkIn={purpose.checkIn} checkOut={purpose.checkOut} guests={purpose.guests} rateCents={purpose.rateCents} />
        )}
        <dt className="border-t border-border pt-2 font-medium">Total</dt>
        <dd className="tabular border-t border-border pt-2 text-base font-semibold" data-testid="amount-due">
          {formatMoney(amount)}
        </dd>
      </dl>
      <IndicativeMoney amount={amount} className="mt-2 text-right text-muted-foreground" />
      {purpose.kind === "deposit" ? (
        <p className="mt-3 leading-relaxed text-muted-foreground">
          The deposit reserves the residence while an offer and contract are prepared. It is held in escrow and credited toward the purchase
          price.
        </p>
      ) : purpose.kind === "contract-deposit" ? (
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Recorded as held In Escrow for this contract until the deal completes, then released.
        </p>
      ) : onChangeStay ? (
        <Button type="button" variant="link" onClick={onChangeStay} className="mt-2 min-h-11">
          Change dates or guests
        </Button>
      ) : null}
    </section>
  );
}

function StayRows({ checkIn, checkOut, guests, rateCents }: { checkIn: string; checkOut: string; guests: number; rateCents: number }) {
  const nights = nightsBetween(checkIn, checkOut);
  return (
    <>
      <dt className="text-muted-foreground">Check-in</dt>
      <dd>{formatDate(checkIn)}</dd>
      <dt className="text-muted-foreground">Check-out</dt>
      <dd>{formatDate(checkOut)}</dd>
      <dt className="text-muted-foreground">Guests</dt>
      <dd>{plural(guests, "guest", "guests")}</dd>
      <dt className="text-muted-foreground">Rate</dt>
      <dd className="tabular">
        {formatMoney(rateCents)} × {plural(nights, "night", "nights")}
      </dd>
    </>
  );
}
