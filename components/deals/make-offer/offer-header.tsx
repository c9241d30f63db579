"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { useSessionState } from "@/lib/auth/use-session";
import { AREA_UNITS, CURRENCY_CODES, DEFAULT_CURRENCY } from "@/lib/schemas/currencies";
import { purchaseListings } from "@/lib/catalogue/listings";
import { resolveOfferListing } from "@/lib/deals/offers/offer-handoff";
import { OFFER_FACT_SLOTS, offerHeaderText } from "@/lib/deals/offers/offer-header";
import { offerPropertyFrom } from "@/lib/deals/offers/offer-record";
import { usePendingMark } from "@/lib/first-paint/use-pending-mark";
import { useUrlLocation } from "@/lib/use-url-location";
import { Eyebrow } from "@/components/ui/eyebrow";

/**
 * The top of /make-offer: the residence of `?listing=`, its listed price (in US dollars, the offer's
 * currency, and indicatively in the one chosen in the header) and facts, and the
 * sign-in choices (or a greeting). Every part that varies carries `data-offer-slot` and is always
 * rendered (hidden when empty): before the first paint, the page's inline script
 * (lib/first-paint/offer-header-fill-script.ts) writes the listing's texts into them. Hydration keeps those texts
 * (`suppressHydrationWarning` on exactly those slots); the header then renders the same texts.
 */
export function OfferHeader() {
  const location = useUrlLocation();
  const listing = resolveOfferListing(new URLSearchParams(location?.search ?? ""), purchaseListings);
  const text = offerHeaderText(offerPropertyFrom(listing), listing);
  const sessionState = useSessionState();
  usePendingMark("session", sessionState !== undefined);
  const signedInAs = sessionState ? `${sessionState.firstName} ${sessionState.lastName}` : null;

  return (
    <section aria-labelledby="offer-title" className="dark bg-background text-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_auto] lg:items-end lg:py-20">
        <div>
          <Eyebrow tone="light">Make an Offer</Eyebrow>
          <h1 id="offer-title" data-offer-slot="name" suppressHydrationWarning className="mt-4 text-5xl leading-[1.05] sm:text-6xl">
            {text.name}
          </h1>
          <p data-offer-slot="location" suppressHydrationWarning hidden={!text.location} className="mt-3 text-lg text-foreground/85">
            {text.location}
          </p>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-xs font-medium caps-wide text-muted-foreground">Listed at</span>
            <span data-offer-slot="price" suppressHydrationWarning className="tabular font-display text-3xl text-gold-light">
              {text.price}
            </span>
            {/* The same price in the currency chosen in the header, indicative; shown by CSS (like Money). */}
            {CURRENCY_CODES.filter((code) => code !== DEFAULT_CURRENCY).map((code) => (
              <span
                key={code}
                data-in-currency={code}
                data-offer-slot={`price-${code}`}
                suppressHydrationWarning
                className="tabular text-sm"
              >
                {text.converted[code] ?? ""}
              </span>
            ))}
            <span data-offer-slot="sold" hidden={!text.sold} className="rounded-sm border border-gold-light px-2 py-0.5 text-xs caps">
              Sold
            </span>
          </p>
          <ul
            aria-label="Residence facts"
            data-offer-slot="facts"
            hidden={text.facts.length === 0 && !text.area.sqft}
            className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-foreground/85"
          >
            {Array.from({ length: OFFER_FACT_SLOTS }, (_, index) => (
              <li key={index} data-offer-slot="fact" suppressHydrationWarning hidden={!text.facts[index]} className="tabular">
                {text.facts[index] ?? ""}
              </li>
            ))}
            <li data-offer-slot="area" hidden={!text.area.sqft} className="tabular">
              {AREA_UNITS.map((unit) => (
                <span key={unit} data-in-area={unit} data-offer-slot={`area-${unit}`} suppressHydrationWarning>
                  {text.area[unit] ?? ""}
                </span>
              ))}
            </li>
          </ul>
        </div>
        {/* Both alternatives are as tall, so the greeting that replaces the buttons moves nothing. */}
        {signedInAs ? (
          <p className="min-h-12 max-w-xs text-sm leading-relaxed text-foreground/85">
            Signed in as <span className="font-medium text-foreground">{signedInAs}</span>. Your details are filled in below.
          </p>
        ) : (
          <div data-pending-part="session" className="flex min-h-12 flex-wrap items-start gap-3">
            <Link href={text.loginHref} data-offer-slot="login" className={buttonVariants({ variant: "outline" })}>
              Broker Sign-In
            </Link>
            <Link href={text.loginHref} data-offer-slot="login" className={buttonVariants({ variant: "gold" })}>
              Buyer Sign-In
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
