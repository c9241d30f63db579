"use client";

import { useEffect, useReducer, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/money";
import { coinAmount, coins, paymentUri, type Coin } from "@/lib/payments/crypto";
import { CONFIRMING_MS, cryptoReducer, initialCryptoState } from "@/lib/payments/crypto-machine";
import { chargeCode } from "@/lib/payments/ids";
import { amountDue, RESERVATION_DEPOSIT_LABEL, type ContractDeposit, type PurchaseDeposit } from "@/lib/payments/purpose";
import { currentTime, isAbortError, simulatePayment } from "@/lib/payments/simulate";
import { ChargePanel, ConfirmingPanel, ExpiredPanel, PaymentPanel } from "./crypto-panels";
import type { SaveCryptoPayment } from "./payment-props";
import { PaymentReceipt } from "./payment-receipt";
import { saveErrorMessage } from "./save-error-message";
import { useFocusOnChange } from "./use-focus-on-change";

/**
 * Everything inside the crypto dialog: charge -> payment (60-minute countdown, amount, address,
 * QR code) -> confirming (3 s) -> complete, or expired at 0:00. The countdown ticks every second
 * with the current time (see lib/payments/crypto-machine.ts). Unmounted on close, which resets it.
 * What a payment records is its caller's `save` (payment-props.ts).
 */
export function CryptoCheckout({
  coin,
  payment,
  save,
  onClose,
}: {
  coin: Coin;
  payment: PurchaseDeposit | ContractDeposit;
  save: SaveCryptoPayment;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(cryptoReducer, initialCryptoState);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.phase);
  const { name, symbol } = coins[coin];
  const amountCents = amountDue(payment);

  useEffect(() => {
    if (state.phase !== "payment") return;
    const timer = setInterval(() => dispatch({ type: "tick", now: currentTime() }), 1000);
    return () => clearInterval(timer);
  }, [state.phase]);

  function create() {
    dispatch({
      type: "create",
      now: currentTime(),
      charge: {
        code: chargeCode(),
        coin,
        amountCents,
        coinAmount: coinAmount(amountCents, coin),
        address: coins[coin].demoAddress,
        uri: paymentUri(coin, coins[coin].demoAddress, amountCents),
      },
    });
  }

  const sent = async () => {
    if (state.phase !== "payment") return;
    const attempt = state.attempt + 1;
    dispatch({ type: "sent" });
    const controller = new AbortController();
    pending.current = controller;
    try {
      const transaction = await simulatePayment({
        waitMs: CONFIRMING_MS,
        signal: controller.signal,
        save: () => save({ purpose: payment, coin }),
      });
      dispatch({ type: "succeeded", attempt, transaction });
    } catch (error) {
      if (!isAbortError(error)) dispatch({ type: "failed", attempt, message: saveErrorMessage(error), now: currentTime() });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Pay deposit with {name}</DialogTitle>
        <DialogDescription>
          {payment.propertyName}: {payment.kind === "contract-deposit" ? "escrow" : `${RESERVATION_DEPOSIT_LABEL} reservation`} deposit of{" "}
          {formatMoney(amountCents)}.
        </DialogDescription>
      </DialogHeader>
      <p role="note" className="rounded-md border border-gold bg-gold/15 p-3 text-sm leading-relaxed text-foreground">
        <strong className="font-semibold">Demonstration only.</strong> The amount, address and QR code are demonstration values. Do not send
        any cryptocurrency: this preview cannot receive it. The addresses are demonstration addresses that no wallet can read, so nothing
        can be sent.
      </p>
      {state.phase === "charge" ? <ChargePanel coin={coin} amountCents={amountCents} headingRef={heading} onCreate={create} /> : null}
      {state.phase === "expired" ? <ExpiredPanel code={state.charge.code} headingRef={heading} onCreate={create} /> : null}
      {state.phase === "payment" ? (
        <PaymentPanel
          charge={state.charge}
          secondsLeft={state.secondsLeft}
          saveError={state.saveError}
          headingRef={heading}
          onSent={sent}
        />
      ) : null}
      <div role="status" aria-live="polite">
        {state.phase === "confirming" ? <ConfirmingPanel headingRef={heading} /> : null}
        {state.phase === "complete" ? (
          <PaymentReceipt
            transaction={state.transaction}
            headingRef={heading}
            extra={
              <>
                <dt className="text-muted-foreground">In {name}</dt>
                <dd className="tabular">
                  {state.charge.coinAmount} {symbol} (demonstration)
                </dd>
                <dt className="text-muted-foreground">Charge</dt>
                <dd className="tabular">{state.charge.code}</dd>
              </>
            }
          />
        ) : null}
      </div>
      {state.phase === "complete" ? (
        <Button type="button" onClick={onClose} className="w-full sm:w-auto">
          Done
        </Button>
      ) : null}
    </>
  );
}
