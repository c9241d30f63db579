"use client";

import { Suspense, useState } from "react";
import type { Coin } from "@/lib/payments/crypto";
import { lazyPart } from "@/components/layout/lazy-part";
import type { PurchasePaymentProps } from "./payment-props";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { cn } from "@/lib/utils";

// The dialog and the QR code library load on the first press, not with /buy.
const loadDialog = () => import("./crypto-payment-dialog");
const CryptoPaymentDialog = lazyPart(loadDialog, (module) => module.ListingCryptoPaymentDialog);

const coinButtons: { coin: Coin; label: string }[] = [
  { coin: "bitcoin", label: "Bitcoin" },
  { coin: "ethereum", label: "Ethereum" },
];

/** The Bitcoin and Ethereum buttons on a /buy listing: a simulated crypto payment of the reservation deposit. */
export function CryptoPayButtons({ className, ...payment }: PurchasePaymentProps & { className?: string }) {
  const dialog = useLazyDialog(loadDialog);
  const [coin, setCoin] = useState<Coin>("bitcoin");
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {coinButtons.map((button) => (
        <Button
          key={button.coin}
          type="button"
          variant="outline"
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
        </Button>
      ))}
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <CryptoPaymentDialog open={dialog.open} onOpenChange={dialog.setOpen} coin={coin} payment={{ kind: "deposit", ...payment }} />
        </Suspense>
      ) : null}
    </div>
  );
}
