import * as z from "zod/mini";
import type { AcceptanceFacts } from "@/lib/deals/offers/contract-from-offer";
import { realtorFields, sellerContactFields } from "./contract";
import { requiredText } from "./fields";

/**
 * The accept-offer dialog: what the contract needs and the catalogue does not hold (the seller's
 * contact details, the realtor on the deal, the street address), given by the seller side as it
 * accepts. Values are the strings the inputs hold (trimmed).
 */
export const acceptOfferFormSchema = z.object({
  ...sellerContactFields,
  ...realtorFields,
  propertyAddress: requiredText("Street address", "Enter the property's street address", 300),
});

export type AcceptOfferForm = z.infer<typeof acceptOfferFormSchema>;

export const acceptOfferFormDefaults: AcceptOfferForm = {
  sellerName: "",
  sellerEmail: "",
  sellerPhone: "",
  realtorName: "",
  realtorLicense: "",
  propertyAddress: "",
};

/** The facts contractFromAcceptedOffer takes, from a form that passed acceptOfferFormSchema. */
export function acceptanceFacts(form: AcceptOfferForm): AcceptanceFacts {
  return {
    seller: { name: form.sellerName, email: form.sellerEmail, phone: form.sellerPhone },
    realtor: { name: form.realtorName, license: form.realtorLicense },
    propertyAddress: form.propertyAddress,
  };
}
