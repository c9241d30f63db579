"use client";

import { lazy, Suspense, useContext } from "react";
import { BookingSearchContext } from "./booking-search";
import type { BookingPaymentProps } from "./payment-props";
import { PaymentTrigger } from "./payment-trigger";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

export type { BookingPaymentProps } from "./payment-props";

// The dialog, the card checks, zod and react-hook-form load on the first press, not with /rent.
const loadDialog = () => import("./card-payment-dialog");
const CardPaymentDialog = lazy(loadDialog);

type BookWithCardButtonProps = BookingPaymentProps & { className?: string };

/**
 * "Book with Card" on a /rent listing: asks for the dates if neither its props nor the page's
 * search (BookingSearchContext) give a stay that can be booked, then a simulated card payment.
 */
export function BookWithCardButton({ rentalId, propertyName, rate, checkIn, checkOut, guests, maxGuests, brand, className }: BookWithCardButtonProps) {
  const dialog = useLazyDialog(loadDialog);
  const search = useContext(BookingSearchContext);
  return (
    <>
      <PaymentTrigger variant="default" className={className} onClick={dialog.show} {...dialog.triggerProps}>
        Book with Card<span className="sr-only"> for {propertyName}</span>
      </PaymentTrigger>
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <CardPaymentDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            payment={{
              kind: "booking",
              rentalId,
              propertyName,
              rate,
              checkIn: checkIn ?? search.checkIn,
              checkOut: checkOut ?? search.checkOut,
              guests: guests ?? search.guests,
              maxGuests,
              brand,
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
