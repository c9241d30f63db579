"use client";

import { Suspense, useContext, type ReactNode } from "react";
import { Button, type ButtonStyleProps } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { lazyPart } from "@/components/layout/lazy-part";
import { BookingSearchContext } from "./booking-search";
import type { ListingCardPayment } from "./payment-props";

// The dialog, the card checks, zod and react-hook-form load on the first press, not with the page.
const loadDialog = () => import("./card-payment-dialog");
const CardPaymentDialog = lazyPart(loadDialog, (module) => module.ListingCardPaymentDialog);

type CardPaymentButtonProps = {
  payment: ListingCardPayment;
  variant?: ButtonStyleProps["variant"];
  className?: string;
  children: ReactNode;
};

/**
 * A simulated card payment behind a button: 'Pay with Card' (a /buy deposit) or 'Book with Card'
 * (a /rent stay). A booking takes whatever dates and guests its props leave out from the page's
 * search (BookingSearchContext); the dialog asks for the dates when they do not make a stay.
 */
export function CardPaymentButton({ payment, variant = "outline", className, children }: CardPaymentButtonProps) {
  const dialog = useLazyDialog(loadDialog);
  const search = useContext(BookingSearchContext);
  const withSearch: ListingCardPayment =
    payment.kind === "booking"
      ? {
          ...payment,
          checkIn: payment.checkIn ?? search.checkIn,
          checkOut: payment.checkOut ?? search.checkOut,
          guests: payment.guests ?? search.guests,
        }
      : payment;
  return (
    <>
      <Button type="button" variant={variant} className={className} onClick={dialog.show} {...dialog.triggerProps}>
        {children}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <CardPaymentDialog open={dialog.open} onOpenChange={dialog.setOpen} payment={withSearch} />
        </Suspense>
      ) : null}
    </>
  );
}
