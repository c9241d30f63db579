"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { brandOf, lastFour } from "@/lib/schemas/card-number";
import { CARD_PROCESSING_MS, cardReducer, initialCardState } from "@/lib/payments/card-machine";
import { amountDue, type PaymentPurpose, type Stay } from "@/lib/payments/purpose";
import { isAbortError, simulatePayment } from "@/lib/payments/simulate";
import type { CardPaymentForm as CardPaymentValues } from "@/lib/schemas/card-payment";
import { stayFormSchema } from "@/lib/schemas/stay";
import { CardPaymentForm } from "./card-payment-form";
import type { CardDialogPayment, SaveCardPayment } from "./payment-props";
import { PaymentReceipt } from "./payment-receipt";
import { PaymentSummary } from "./payment-summary";
import { saveErrorMessage } from "./save-error-message";
import { StayForm } from "./stay-form";
import { useFocusOnChange } from "./use-focus-on-change";

/** The dates the page passed, if they make a stay that can be booked today. */
function stayFromPage(payment: CardDialogPayment): Stay | null {
  if (payment.kind !== "booking") return null;
  const candidate = { checkIn: payment.checkIn ?? "", checkOut: payment.checkOut ?? "", guests: String(payment.guests ?? "") };
  const fits = payment.guests === undefined || payment.maxGuests === undefined || payment.guests <= payment.maxGuests;
  return fits && stayFormSchema.safeParse(candidate).success
    ? { checkIn: candidate.checkIn, checkOut: candidate.checkOut, guests: Number(candidate.guests) }
    : null;
}

/**
 * Everything inside the card dialog: the stay (bookings without dates), the summary, the card
 * form, processing and the receipt. It lives inside DialogContent, so closing the dialog unmounts
 * it: the state machine and every field start again, and a payment still processing is aborted
 * before anything is saved. The card number and security code exist only in the form's memory.
 * What a payment records is its caller's `save` (payment-props.ts).
 */
export function CardCheckout({ payment, save, onClose }: { payment: CardDialogPayment; save: SaveCardPayment; onClose: () => void }) {
  const [state, dispatch] = useReducer(cardReducer, initialCardState);
  const [stay, setStay] = useState<Stay | null>(() => stayFromPage(payment));
  const [editingStay, setEditingStay] = useState(payment.kind === "booking" && stay === null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const receiptHeading = useFocusOnChange<HTMLHeadingElement>(state.phase === "success");

  const purpose: PaymentPurpose | null =
    payment.kind === "contract-deposit"
      ? payment
      : payment.kind === "deposit"
        ? {
            kind: "deposit",
            listingId: payment.listingId,
            propertyName: payment.propertyName,
            priceCents: payment.priceCents,
            brand: payment.brand,
          }
        : stay
          ? {
              kind: "booking",
              rentalId: payment.rentalId,
              propertyName: payment.propertyName,
              rateCents: payment.rateCents,
              brand: payment.brand,
              ...stay,
            }
          : null;

  const pay = async (values: CardPaymentValues) => {
    if (!purpose || state.phase !== "payment") return;
    const attempt = state.attempt + 1;
    dispatch({ type: "submit" });
    const controller = new AbortController();
    pending.current = controller;
    // Only the brand and last four digits leave the form; the number and CVC are not kept.
    const card = { brand: brandOf(values.cardNumber) ?? "card", last4: lastFour(values.cardNumber) };
    const payer = { email: values.email, cardholderName: values.cardholderName, card };
    try {
      const transaction = await simulatePayment({
        waitMs: CARD_PROCESSING_MS,
        signal: controller.signal,
        save: () => save({ purpose, payer }),
      });
      dispatch({ type: "succeeded", attempt, transaction });
    } catch (error) {
      if (!isAbortError(error)) dispatch({ type: "failed", attempt, message: saveErrorMessage(error) });
    }
  };

  const booking = payment.kind === "booking";
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {booking ? "Book with card" : payment.kind === "contract-deposit" ? "Pay escrow deposit" : "Pay reservation deposit"}
        </DialogTitle>
        <DialogDescription>
          {editingStay ? `Choose your dates for ${payment.propertyName}. ` : null}A simulated checkout: no card is charged and no money
          moves. Only the card brand and last four digits are kept, in this browser.
        </DialogDescription>
      </DialogHeader>
      {editingStay || !purpose ? (
        <StayForm
          initial={stay ?? (booking ? { checkIn: payment.checkIn, checkOut: payment.checkOut, guests: payment.guests } : {})}
          maxGuests={booking ? payment.maxGuests : undefined}
          onDone={(next) => {
            setStay(next);
            setEditingStay(false);
          }}
        />
      ) : (
        <>
          {state.phase !== "success" ? (
            <PaymentSummary
              purpose={purpose}
              onChangeStay={booking && state.phase === "payment" ? () => setEditingStay(true) : undefined}
            />
          ) : null}
          <div role="status" aria-live="polite">
            {state.phase === "processing" ? <p className="sr-only">Processing your payment. This takes about 2 seconds.</p> : null}
            {state.phase === "success" ? <PaymentReceipt transaction={state.transaction} headingRef={receiptHeading} /> : null}
          </div>
          {state.phase === "success" ? (
            <Button type="button" onClick={onClose} className="w-full sm:w-auto">
              Done
            </Button>
          ) : (
            <CardPaymentForm
              amountCents={amountDue(purpose)}
              processing={state.phase === "processing"}
              saveError={state.phase === "payment" ? state.saveError : null}
              onPay={pay}
            />
          )}
        </>
      )}
    </>
  );
}
