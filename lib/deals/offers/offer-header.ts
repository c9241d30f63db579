import { loginHref } from "@/lib/auth/safe-next";
import { formatArea } from "@/lib/area";
import { AREA_UNITS, CURRENCY_CODES, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import { convertMinor } from "@/lib/currency/convert";
import { formatAmount } from "@/lib/currency/format";
import { formatBaths } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import { makeOfferHref, OFFER_PATH } from "@/lib/deals/offers/offer-handoff";
import type { AreaUnit, CurrencyCode } from "@/lib/schemas/display-preferences";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { OfferProperty } from "@/lib/schemas/offer";

/** The header always renders this many fact slots (beds, baths), hidden when empty, then the area. */
export const OFFER_FACT_SLOTS = 2;

/** The /make-offer header's texts: what OfferHeader shows and what its pre-hydration fill writes. */
export type OfferHeaderText = {
  name: string;
  location: string;
  /** The listed price in its own currency (US dollars), which the offer is made in. */
  price: string;
  /** The listed price in each other currency, indicative ("≈ €7,310,000"); none for words such as "Contact for pricing". */
  converted: Partial<Record<CurrencyCode, string>>;
  facts: string[];
  /** The residence's area in each unit, when known. */
  area: Partial<Record<AreaUnit, string>>;
  sold: boolean;
  /** Sign-in, coming back to this offer. */
  loginHref: string;
};

function convertedPrices(price: OfferProperty["price"]): OfferHeaderText["converted"] {
  if (typeof price !== "number") return {};
  const others = CURRENCY_CODES.filter((code) => code !== DEFAULT_CURRENCY);
  return Object.fromEntries(others.map((code) => [code, `≈ ${formatAmount(convertMinor(price, DEFAULT_CURRENCY, code), code)}`]));
}

export function offerHeaderText(property: OfferProperty, listing: Pick<PurchaseListing, "id" | "sold"> | null): OfferHeaderText {
  const facts = [
    property.beds !== undefined ? `${property.beds} ${property.beds === 1 ? "bed" : "beds"}` : null,
    property.baths !== undefined ? `${formatBaths(property.baths)} ${property.baths === 1 ? "bath" : "baths"}` : null,
  ].filter((fact): fact is string => fact !== null);
  const { sqft } = property;
  return {
    name: property.name,
    location: property.location,
    price: typeof property.price === "number" ? formatMoney(property.price) : property.price,
    converted: convertedPrices(property.price),
    facts,
    area: sqft === undefined ? {} : Object.fromEntries(AREA_UNITS.map((unit) => [unit, formatArea(sqft, unit)])),
    sold: listing?.sold ?? false,
    loginHref: loginHref(listing ? makeOfferHref(listing.id) : `${OFFER_PATH}/`),
  };
}
