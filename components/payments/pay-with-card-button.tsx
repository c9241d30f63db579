"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { PurchasePaymentProps } from "./payment-props";
import { useLazyDialog } from "./use-lazy-dialog";

export type { PurchasePaymentProps } from "./payment-props";

// The dialog, the card checks, zod and react-hook-form load on the first press, not with /buy.
const CardPaymentDialog = lazy(() => import("./card-payment-dialog"));

type PayWithCardButtonProps = PurchasePaymentProps & Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">;

/** "Pay with Card" on a /buy listing: a simulated card payment of the reservation deposit. */
export function PayWithCardButton({ listingId, propertyName, price, brand, ...button }: PayWithCardButtonProps) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button type="button" variant="outline" aria-haspopup="dialog" {...button} onClick={dialog.show}>
        Pay with Card<span className="sr-only"> for {propertyName}</span>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
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
