"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { saveCardPayment } from "@/lib/payments/actions";
import type { CardDialogPayment, ListingCardPayment, SaveCardPayment } from "./payment-props";
import { CardCheckout } from "./card-checkout";

type CardPaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing (prevent the event to choose), when the button that opened it may be gone. */
  onCloseAutoFocus?: (event: Event) => void;
  payment: CardDialogPayment;
  /** Records the payment (payment-props.ts). */
  save: SaveCardPayment;
};

/**
 * The simulated card checkout in a dialog (loaded on the first press of Pay with Card or Book
 * with Card). Radix traps focus inside, closes on Escape and returns focus to the button.
 */
export default function CardPaymentDialog({ open, onOpenChange, onCloseAutoFocus, payment, save }: CardPaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus} data-payment-dialog="card">
        <CardCheckout payment={payment} save={save} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** A listing's payment; a contract's deposit is paid from its page, which passes its own save. */
const saveListingPayment: SaveCardPayment = ({ purpose, payer }) =>
  purpose.kind === "contract-deposit"
    ? Promise.reject(new TypeError("A contract's escrow deposit is saved by its contract page."))
    : saveCardPayment(purpose, payer);

/** The dialog of a listing's own button (Pay with Card on /buy, Book with Card on /rent): it saves the listing's payment. */
export function ListingCardPaymentDialog(props: Omit<CardPaymentDialogProps, "payment" | "save"> & { payment: ListingCardPayment }) {
  return <CardPaymentDialog {...props} save={saveListingPayment} />;
}
