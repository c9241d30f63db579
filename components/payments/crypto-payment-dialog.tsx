"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { Coin } from "@/lib/payments/crypto";
import type { ContractDeposit, PurchaseDeposit } from "@/lib/payments/purpose";
import { saveCryptoPayment } from "@/lib/payments/actions";
import { CryptoCheckout } from "./crypto-checkout";
import type { SaveCryptoPayment } from "./payment-props";

type CryptoPaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing (prevent the event to choose), when the button that opened it may be gone. */
  onCloseAutoFocus?: (event: Event) => void;
  coin: Coin;
  payment: PurchaseDeposit | ContractDeposit;
  /** Records the payment (payment-props.ts). */
  save: SaveCryptoPayment;
};

/**
 * The simulated crypto payment in a dialog (loaded, with the QR code library, on the first press
 * of Bitcoin or Ethereum). Closing unmounts the checkout: back to "charge", timer back to 60:00.
 */
export default function CryptoPaymentDialog({ open, onOpenChange, onCloseAutoFocus, coin, payment, save }: CryptoPaymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus} data-payment-dialog="crypto">
        <CryptoCheckout key={coin} coin={coin} payment={payment} save={save} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog of a /buy listing's Bitcoin and Ethereum buttons: it saves the listing's reservation deposit. */
export function ListingCryptoPaymentDialog(props: Omit<CryptoPaymentDialogProps, "payment" | "save"> & { payment: PurchaseDeposit }) {
  return <CryptoPaymentDialog {...props} save={(paid) => saveCryptoPayment(props.payment, paid.coin)} />;
}
