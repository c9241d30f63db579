import * as z from "zod/mini";
import { slugSchema, textSchema } from "./fields";

export const paymentMethodTypeSchema = z.enum(["cryptocurrency", "traditional", "premium"]);

export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

export const paymentMethodTypeLabels: Record<PaymentMethodType, string> = {
  cryptocurrency: "Cryptocurrency",
  traditional: "Traditional",
  premium: "Premium",
};

/** One of the payment-method info popovers on /buy. */
export const paymentMethodInfoSchema = z.object({
  id: slugSchema,
  name: textSchema,
  type: paymentMethodTypeSchema,
  description: textSchema,
  features: z.array(textSchema).check(z.minLength(1, "Enter at least one feature")),
});

export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;
