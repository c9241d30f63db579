import * as z from "zod/mini";
import { email, requiredText } from "./fields";

/**
 * The card payment dialog: required fields only. Card number, expiry and CVC
 * format rules (digits, Luhn, brand) are layered on by the payments feature.
 */
export const cardPaymentFormSchema = z.object({
  email: email(),
  cardNumber: requiredText("Card number", "Enter the card number", 23),
  expiry: requiredText("Expiry date", "Enter the expiry date", 5),
  cvc: requiredText("Security code", "Enter the security code", 4),
  cardholderName: requiredText("Name on the card", "Enter the name on the card"),
});

export type CardPaymentForm = z.infer<typeof cardPaymentFormSchema>;
