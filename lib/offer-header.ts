import { loginHref } from "@/lib/auth/safe-next";
import { formatBaths, formatSqft } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { makeOfferHref, OFFER_PATH } from "@/lib/offer-handoff";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { OfferProperty } from "@/lib/schemas/offer";

/** The header always renders this many fact slots (beds, baths, area), hidden when empty. */
export const OFFER_FACT_SLOTS = 3;

/** The /make-offer header's texts: what OfferHeader shows and what its pre-hydration fill writes. */
export type OfferHeaderText = {
  name: string;
  location: string;
  price: string;
  facts: string[];
  sold: boolean;
  /** Sign-in, coming back to this offer. */
  loginHref: string;
};

export function offerHeaderText(property: OfferProperty, listing: Pick<PurchaseListing, "id" | "sold"> | null): OfferHeaderText {
  const facts = [
    property.beds !== undefined ? `${property.beds} ${property.beds === 1 ? "bed" : "beds"}` : null,
    property.baths !== undefined ? `${formatBaths(property.baths)} ${property.baths === 1 ? "bath" : "baths"}` : null,
    property.sqft !== undefined ? formatSqft(property.sqft) : null,
  ].filter((fact): fact is string => fact !== null);
  return {
    name: property.name,
    location: property.location,
    price: typeof property.price === "number" ? formatMoney(property.price) : property.price,
    facts,
    sold: listing?.sold ?? false,
    loginHref: loginHref(listing ? makeOfferHref(listing.id) : `${OFFER_PATH}/`),
  };
}
