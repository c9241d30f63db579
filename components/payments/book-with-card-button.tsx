"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { BookingPaymentProps } from "./payment-props";
import { useLazyDialog } from "./use-lazy-dialog";

export type { BookingPaymentProps } from "./payment-props";

// The dialog, the card checks, zod and react-hook-form load on the first press, not with /rent.
const CardPaymentDialog = lazy(() => import("./card-payment-dialog"));

type BookWithCardButtonProps = BookingPaymentProps & Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">;

/** "Book with Card" on a /rent listing: asks for the dates if the page has none, then a simulated card payment. */
export function BookWithCardButton({ rentalId, propertyName, rate, checkIn, checkOut, guests, maxGuests, brand, ...button }: BookWithCardButtonProps) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button type="button" aria-haspopup="dialog" {...button} onClick={dialog.show}>
        Book with Card<span className="sr-only"> for {propertyName}</span>
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <CardPaymentDialog
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            payment={{ kind: "booking", rentalId, propertyName, rate, checkIn, checkOut, guests, maxGuests, brand }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
