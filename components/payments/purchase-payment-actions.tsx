import { Money } from "@/components/currency/money";
import { RESERVATION_DEPOSIT_LABEL, reservationDeposit } from "@/lib/payments/purpose";
import { CryptoPayButtons } from "./crypto-pay-buttons";
import type { PurchasePaymentProps } from "./payment-props";
import { CardPaymentButton } from "./card-payment-button";

/**
 * The payment buttons of a /buy listing card (its `actions` slot), under a line saying what they
 * pay: Pay with Card, Bitcoin and Ethereum. A server component around the small client buttons;
 * each dialog loads on first press.
 */
export function PurchasePaymentActions(props: PurchasePaymentProps) {
  const labelId = `pay-${props.listingId}`;
  return (
    // In /buy's list view (a group/results ancestor with data-view="list") the three sit in one row.
    <div
      role="group"
      aria-labelledby={labelId}
      className="grid w-full gap-2 border-t border-border pt-4 sm:group-data-[view=list]/results:grid-cols-3"
    >
      <p id={labelId} className="text-xs text-muted-foreground sm:group-data-[view=list]/results:col-span-3">
        Reserve with a {RESERVATION_DEPOSIT_LABEL} deposit:{" "}
        <span className="tabular font-medium text-foreground">
          <Money amount={reservationDeposit(props.priceCents)} original="inline" />
        </span>
      </p>
      <CardPaymentButton payment={{ kind: "deposit", ...props }} className="w-full">
        Pay with Card<span className="sr-only"> for {props.propertyName}</span>
      </CardPaymentButton>
      <CryptoPayButtons {...props} className="sm:group-data-[view=list]/results:col-span-2" />
    </div>
  );
}
