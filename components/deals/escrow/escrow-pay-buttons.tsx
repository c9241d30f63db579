"use client";

import { Suspense, useState, type RefObject } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { SaveCardPayment, SaveCryptoPayment } from "@/components/payments/payment-props";
import { saveEscrowDeposit } from "@/lib/deals/escrow/actions";
import type { Coin } from "@/lib/payments/crypto";
import type { ContractDeposit } from "@/lib/payments/purpose";

// The payment dialogs (card checks, zod, the QR code library) load on the first press.
const loadCard = () => import("@/components/payments/card-payment-dialog");
const CardPaymentDialog = lazyPart(loadCard, (module) => module.default);
const loadCrypto = () => import("@/components/payments/crypto-payment-dialog");
const CryptoPaymentDialog = lazyPart(loadCrypto, (module) => module.default);

/**
 * "Pay escrow deposit" by card, Bitcoin or Ethereum: the site's simulated payment dialogs, for this
 * contract's deposit. Once paid (`available` false) the buttons go, but an open dialog stays to
 * show its receipt; closing it then moves focus to `afterPaid`, since the button it would return to is gone.
 */
export function EscrowPayButtons({
  payment,
  available,
  afterPaid,
}: {
  payment: ContractDeposit;
  available: boolean;
  afterPaid: RefObject<HTMLElement | null>;
}) {
  const card = useLazyDialog(loadCard);
  const crypto = useLazyDialog(loadCrypto);
  const [coin, setCoin] = useState<Coin>("bitcoin");
  // What the payment dialogs record: the contract's deposit, through the deal's escrow action.
  const saveCard: SaveCardPayment = ({ payer }) => saveEscrowDeposit(payment.contractId, { method: "card", card: payer.card });
  const saveCrypto: SaveCryptoPayment = (paid) => saveEscrowDeposit(payment.contractId, { method: paid.coin });
  const onCloseAutoFocus = (event: Event) => {
    if (available || !afterPaid.current) return;
    event.preventDefault();
    afterPaid.current.focus();
  };
  return (
    <div role={available ? "group" : undefined} aria-label={available ? "Pay escrow deposit" : undefined} className="flex flex-wrap gap-2">
      {available ? (
        <>
          <Button type="button" onClick={card.show} {...card.triggerProps}>
            Pay escrow deposit by card
          </Button>
          {(["bitcoin", "ethereum"] as const).map((choice) => (
            <Button
              key={choice}
              type="button"
              variant="outline"
              {...crypto.triggerProps}
              onClick={() => {
                setCoin(choice);
                crypto.show();
              }}
            >
              Pay with {choice === "bitcoin" ? "Bitcoin" : "Ethereum"}
            </Button>
          ))}
        </>
      ) : null}
      {card.mounted ? (
        <Suspense fallback={card.fallback}>
          <CardPaymentDialog
            open={card.open}
            onOpenChange={card.setOpen}
            onCloseAutoFocus={onCloseAutoFocus}
            payment={payment}
            save={saveCard}
          />
        </Suspense>
      ) : null}
      {crypto.mounted ? (
        <Suspense fallback={crypto.fallback}>
          <CryptoPaymentDialog
            open={crypto.open}
            onOpenChange={crypto.setOpen}
            onCloseAutoFocus={onCloseAutoFocus}
            coin={coin}
            payment={payment}
            save={saveCrypto}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
