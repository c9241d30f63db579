import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { RequestButton } from "@/components/requests/request-button";
import { AreaRange } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { formatRange } from "@/lib/format";
import { mapsSearchHref } from "@/lib/property/maps";
import { makeOfferHref } from "@/lib/deals/offers/offer-handoff";
import type { PropertyPage } from "@/lib/schemas/property";
import { ExternalLinkIcon } from "@/components/ui/icons/external-link";
import { CompareButton } from "@/components/compare/compare-button";
import { compareIdOf } from "@/lib/compare/compare-ids";

/** The price, the residences' sizes and the ways forward: offer, tour, compare, map. */
export function PropertySummary({ property, sold }: { property: PropertyPage; sold: boolean }) {
  const details = [
    ["Bedrooms", formatRange(property.beds)],
    ["Bathrooms", formatRange(property.baths)],
    ["Living area", <AreaRange key="area" range={property.sqft} />],
  ] as const;

  return (
    <aside
      aria-labelledby="summary-title"
      className="rounded-lg border border-border bg-card p-6 shadow-soft sm:p-8 lg:sticky lg:top-[calc(var(--header-height)+2rem)]"
    >
      <h2 id="summary-title" className="text-xs font-medium caps-wide font-sans text-muted-foreground">
        Starting From
      </h2>
      <p className="tabular mt-2 text-3xl font-medium tracking-tight">
        <Money amount={property.startingPriceCents} currency={property.currency} />
      </p>
      {sold ? <p className="mt-2 text-sm font-medium text-destructive">Sold: this residence is no longer taking offers.</p> : null}
      <h3 className="mt-8 text-xs font-medium caps-wide font-sans text-muted-foreground">Residence details</h3>
      <dl className="tabular mt-3 divide-y divide-border border-y border-border">
        {details.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-3">
        {sold || !property.listingId ? null : (
          <Link href={makeOfferHref(property.listingId)} prefetch={false} className={buttonVariants({ variant: "default", size: "lg" })}>
            Make Offer
          </Link>
        )}
        <RequestButton kind="tour" subject={property.name} variant="outline" size="lg">
          Schedule Private Tour
        </RequestButton>
        {property.listingId ? <CompareButton id={compareIdOf("listing", property.listingId)} name={property.name} size="lg" /> : null}
        <a
          href={mapsSearchHref(`${property.name}, ${property.location}`)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "ghost", size: "lg" })}
        >
          View on Maps
          <span className="sr-only">(opens in a new tab)</span>
          <ExternalLinkIcon />
        </a>
      </div>
    </aside>
  );
}
