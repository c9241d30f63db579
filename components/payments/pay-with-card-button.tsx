"use client";

import { lazy, Suspense } from "react";
import type { PurchasePaymentProps } from "./payment-props";
import { PaymentTrigger } from "./payment-trigger";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

export type { PurchasePaymentProps } from "./payment-props";

// The dialog, the card checks, zod and react-hook-form load on the first press, not with /buy.
const loadDialog = () => import("./card-payment-dialog");
const CardPaymentDialog = lazy(loadDialog);

type PayWithCardButtonProps = PurchasePaymentProps & { className?: string };

/** "Pay with Card" on a /buy listing: a simulated card payment of the reservation deposit. */
export function PayWithCardButton({ listingId, propertyName, price, brand, className }: PayWithCardButtonProps) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <PaymentTrigger variant="outline" className={className} onClick={dialog.show} {...dialog.triggerProps}>
        Pay with Card<span className="sr-only"> for {propertyName}</span>
      </PaymentTrigger>
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <CardPaymentDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            payment={{ kind: "deposit", listingId, propertyName, price, brand }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
