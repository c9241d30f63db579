import * as z from "zod/mini";
import { realtorFields, sellerContactFields, type Party, type Realtor } from "./contract";
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

/**
 * What a contract needs that an offer does not hold, given by the seller side as it accepts:
 * the seller's details, the realtor on the deal, and the property's street address (an offer
 * knows only the listing's area, which is used when no address is given).
 */
export type AcceptanceFacts = {
  seller: Party;
  realtor: Realtor;
  propertyAddress?: string | undefined;
};

/** The facts contractFromAcceptedOffer takes, from a form that passed acceptOfferFormSchema. */
export function acceptanceFacts(form: AcceptOfferForm): AcceptanceFacts {
  return {
    seller: { name: form.sellerName, email: form.sellerEmail, phone: form.sellerPhone },
    realtor: { name: form.realtorName, license: form.realtorLicense },
    propertyAddress: form.propertyAddress,
  };
}
