import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";
import { formatBaths, formatSqft } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { OfferProperty } from "@/lib/schemas/offer";

type OfferHeaderProps = {
  property: OfferProperty;
  sold?: boolean;
  /** Where the sign-in buttons lead, with ?next= back to this offer. */
  loginHref: string;
  /** The signed-in person's full name, or null. */
  signedInAs: string | null;
};

/** The top of /make-offer: the residence, its listed price and facts, and the sign-in choices. */
export function OfferHeader({ property, sold, loginHref, signedInAs }: OfferHeaderProps) {
  const price = typeof property.price === "number" ? formatMoney(property.price) : property.price;
  const facts = [
    property.beds !== undefined ? `${property.beds} ${property.beds === 1 ? "bed" : "beds"}` : null,
    property.baths !== undefined ? `${formatBaths(property.baths)} ${property.baths === 1 ? "bath" : "baths"}` : null,
    property.sqft !== undefined ? formatSqft(property.sqft) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <section aria-labelledby="offer-title" className="dark bg-background text-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_auto] lg:items-end lg:py-20">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold-light">Make an Offer</p>
          <h1 id="offer-title" className="mt-4 text-5xl leading-[1.05] sm:text-6xl">
            {property.name}
          </h1>
          {property.location ? <p className="mt-3 text-lg text-foreground/85">{property.location}</p> : null}
          <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-xs font-medium uppercase tracking-[0.2em] text-muted-foreground">Listed at</span>
            <span className="tabular font-display text-3xl text-gold-light">{price}</span>
            {sold ? <span className="rounded-sm border border-gold-light px-2 py-0.5 text-xs uppercase tracking-[0.14em]">Sold</span> : null}
          </p>
          {facts.length > 0 ? (
            <ul aria-label="Residence facts" className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-foreground/85">
              {facts.map((fact) => (
                <li key={fact} className="tabular">
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {signedInAs ? (
          <p className="max-w-xs text-sm leading-relaxed text-foreground/85">
            Signed in as <span className="font-medium text-foreground">{signedInAs}</span>. Your details are filled in below.
          </p>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Link href={loginHref} className={buttonClasses({ variant: "outline" })}>
              Broker Sign-In
            </Link>
            <Link href={loginHref} className={buttonClasses({ variant: "gold" })}>
              Buyer Sign-In
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
