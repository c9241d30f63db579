"use client";

import { lazy, Suspense, useState } from "react";
import type { Coin } from "@/lib/payments/crypto";
import type { PurchasePaymentProps } from "./payment-props";
import { PaymentTrigger } from "./payment-trigger";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

export type { PurchasePaymentProps } from "./payment-props";

// The dialog and the QR code library load on the first press, not with /buy.
const loadDialog = () => import("./crypto-payment-dialog");
const CryptoPaymentDialog = lazy(loadDialog);

const coinButtons: { coin: Coin; label: string }[] = [
  { coin: "bitcoin", label: "Bitcoin" },
  { coin: "ethereum", label: "Ethereum" },
];

/** The Bitcoin and Ethereum buttons on a /buy listing: a simulated crypto payment of the reservation deposit. */
export function CryptoPayButtons({ className, ...payment }: PurchasePaymentProps & { className?: string }) {
  const dialog = useLazyDialog(loadDialog);
  const [coin, setCoin] = useState<Coin>("bitcoin");
  return (
    <div className={className ? `flex flex-wrap gap-2 ${className}` : "flex flex-wrap gap-2"}>
      {coinButtons.map((button) => (
        <PaymentTrigger
          key={button.coin}
          className="flex-1"
          {...dialog.triggerProps}
          onClick={() => {
            setCoin(button.coin);
            dialog.show();
          }}
        >
          <span className="sr-only">Pay with </span>
          {button.label}
          <span className="sr-only"> for {payment.propertyName}</span>
        </PaymentTrigger>
      ))}
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <CryptoPaymentDialog open={dialog.open} onOpenChange={dialog.setOpen} coin={coin} payment={{ kind: "deposit", ...payment }} />
        </Suspense>
      ) : null}
    </div>
  );
}
