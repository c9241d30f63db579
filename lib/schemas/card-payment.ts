import * as z from "zod/mini";
import { cvcHintFor, cvcLengthFor, brandName, MAX_CARD_DIGITS } from "./card-brands";
import { cvcProblem, type CvcProblem } from "./card-cvc";
import { expiryProblem, type ExpiryProblem } from "./card-expiry";
import { brandOf, cardNumberProblem, type CardNumberProblem } from "./card-number";
import { email, requiredText } from "./fields";

/**
 * The card payment dialog. Every rule lives here, worded as GOV.UK Pay and Adyen word them
 * (reference: reliability-and-security.md, CARD-01…27); the checks themselves are the pure
 * helpers in lib/payments. Values stay as typed ("4242 4242 4242 4242", "04/29"), trimmed.
 * Each field shows at most one message. The security code depends on the brand, so its length
 * is checked on the whole form, and runs even while other fields still have errors.
 */

export const cardNumberMessages: Record<CardNumberProblem, string> = {
  required: "Enter the card number",
  characters: "Enter a valid card number",
  unsupported: "This card type is not accepted",
  "too-long": `Card number must be ${MAX_CARD_DIGITS} digits or fewer`,
  incomplete: "Enter the complete card number",
  length: "Card number is not the correct length",
  luhn: "Enter a valid card number",
};

export const expiryMessages: Record<ExpiryProblem, string> = {
  required: "Enter the expiry date",
  incomplete: "Enter the complete expiry date",
  format: "Enter the expiry date as MM/YY, like 04/29",
  month: "Enter a real expiry date",
  past: "Enter an expiry date in the future",
  "too-far": "Enter a valid expiry date",
};

/** The security code's message for a brand: the hint says where to find the code. */
export function cvcMessage(problem: CvcProblem, brand: ReturnType<typeof brandOf>): string {
  const hint = cvcHintFor(brand);
  switch (problem) {
    case "required":
      return "Enter the security code";
    case "characters":
      return "Security code must only include numbers 0 to 9";
    case "incomplete":
      return `Enter the complete security code. ${hint}.`;
    case "too-long":
      return brand
        ? `Security code must be ${cvcLengthFor(brand)} digits for ${brandName(brand)}`
        : "Security code must be 4 digits or fewer";
  }
}

export const cardholderNameMessages = {
  required: "Enter the name as it appears on the card",
  cardNumber: "Enter the name on the card, not the card number",
  securityCode: "Enter the name on the card, not the security code",
} as const;

const MAX_NAME = 100;

/** GOV.UK Pay: more than 11 digits is a card number pasted in the wrong field; 3 or 4 digits alone, a security code. */
function nameProblem(name: string): keyof typeof cardholderNameMessages | null {
  if ((name.match(/\d/g)?.length ?? 0) > 11) return "cardNumber";
  if (/^\d{3,4}$/.test(name)) return "securityCode";
  return null;
}

function problemCheck<P extends string>(find: (value: string) => P | null, messages: (problem: P) => string) {
  return z.superRefine<string>((value, ctx) => {
    const problem = find(value);
    if (problem) ctx.issues.push({ code: "custom", message: messages(problem), input: value });
  });
}

/** The card number rule on its own (the form schema uses it; so can a test). */
export const cardNumberSchema = z.string({ error: cardNumberMessages.required }).check(
  z.trim(),
  problemCheck(cardNumberProblem, (problem) => cardNumberMessages[problem]),
);

/** MM/YY, this month or later, at most 30 years ahead; read against the clock at validation time. */
export const expirySchema = z.string({ error: expiryMessages.required }).check(
  z.trim(),
  problemCheck(
    (value) => expiryProblem(value, new Date()),
    (problem) => expiryMessages[problem],
  ),
);

export const cardPaymentFormSchema = z
  .object({
    email: email(),
    cardNumber: cardNumberSchema,
    expiry: expirySchema,
    // Required and digits here; the length, which depends on the brand, on the whole form below.
    cvc: z.string({ error: cvcMessage("required", null) }).check(
      z.trim(),
      problemCheck(
        (value) => {
          const problem = cvcProblem(value, null);
          return problem === "required" || problem === "characters" ? problem : null;
        },
        (problem) => cvcMessage(problem, null),
      ),
    ),
    cardholderName: requiredText("Name on the card", cardholderNameMessages.required, MAX_NAME).check(
      problemCheck(nameProblem, (problem) => cardholderNameMessages[problem]),
    ),
  })
  .check(
    z.superRefine(
      (form, ctx) => {
        const brand = brandOf(form.cardNumber);
        const problem = cvcProblem(form.cvc, brand);
        if (problem === "incomplete" || problem === "too-long") {
          ctx.issues.push({ code: "custom", message: cvcMessage(problem, brand), path: ["cvc"], input: form.cvc });
        }
      },
      {
        // Check the code against the brand even while other fields still have errors.
        when: (payload) => {
          const value = payload.value as { cardNumber?: unknown; cvc?: unknown } | null;
          return typeof value?.cardNumber === "string" && typeof value.cvc === "string";
        },
      },
    ),
  );

export type CardPaymentForm = z.infer<typeof cardPaymentFormSchema>;

/** The form's fields, top to bottom: the error summary lists them in this order. */
export const cardPaymentFieldOrder = [
  "email",
  "cardNumber",
  "expiry",
  "cvc",
  "cardholderName",
] as const satisfies readonly (keyof CardPaymentForm)[];

export const emptyCardPaymentForm: CardPaymentForm = { email: "", cardNumber: "", expiry: "", cvc: "", cardholderName: "" };
