import Link from "next/link";
import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { CardFacts } from "./card-facts";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { formatBaths } from "@/lib/format";
import { makeOfferHref } from "@/lib/deals/offers/offer-handoff";
import type { PurchaseListing } from "@/lib/schemas/listing";
import { listingDetailsHref } from "@/lib/buy/listing-links";
import { CompareButton } from "@/components/compare/compare-button";
import { compareIdOf } from "@/lib/compare/compare-ids";
import { ShortlistHeart } from "@/components/shortlist/shortlist-heart";
import { cardFrame, cardImageSizes } from "./card-look";

type ListingCardProps = {
  listing: PurchaseListing;
  /**
   * More actions for the card's actions row, after Make Offer and Details (for example the
   * payment buttons). Shown for listings that are for sale; a sold listing shows none.
   */
  actions?: ReactNode;
  /** The residence facts a search filters and sorts by (SearchFactsLine), under the figures. */
  facts?: ReactNode;
  /** Heading level of the listing's name, so the page outline stays in order. */
  headingLevel?: "h2" | "h3";
};

/** The id of a listing card's heading: a link to `#listingTitleId(id)` lands on the card. */
export const listingTitleId = (listingId: string) => `listing-${listingId}-title`;

/**
 * One residence for sale: picture, brand, name, place, price and size, with Make Offer (or a
 * Sold badge) and Details. A server component; the price and size show in the currency and unit chosen in the header. Inside a list with `data-view="list"` on a
 * `group/results` ancestor it lays out as a row from the sm breakpoint up.
 */
export function ListingCard({ listing, actions, facts, headingLevel = "h3" }: ListingCardProps) {
  const Heading = headingLevel;
  const sold = listing.sold === true;
  const titleId = listingTitleId(listing.id);

  return (
    <article aria-labelledby={titleId} className={`${cardFrame} group-data-[view=list]/results:flex-row`}>
      <div className="relative shrink-0 overflow-hidden bg-ivory-deep group-data-[view=list]/results:w-32 sm:group-data-[view=list]/results:w-2/5 lg:group-data-[view=list]/results:w-1/3">
        <ArtImage
          src={listing.image}
          kind="listing"
          alt={listing.imageAlt}
          sizes={cardImageSizes}
          className="h-auto w-full group-data-[view=list]/results:h-full group-data-[view=list]/results:object-cover"
        />
        {sold ? (
          <Badge variant="default" size="lg" className="absolute top-3 left-3 shadow-soft sm:top-4 sm:left-4">
            Sold
          </Badge>
        ) : null}
        <ShortlistHeart kind="listing" itemId={listing.id} name={listing.name} className="absolute top-3 right-3 sm:top-4 sm:right-4" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-6 group-data-[view=list]/results:p-4 sm:group-data-[view=list]/results:p-6">
        <p className="text-xs font-medium caps-wide text-gold-ink">{listing.brand}</p>
        <Heading
          id={titleId}
          className="mt-2 text-2xl leading-tight group-data-[view=list]/results:text-xl sm:group-data-[view=list]/results:text-2xl"
        >
          {listing.name}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{listing.location}</p>
        <p className="tabular mt-4 text-xl font-medium group-data-[view=list]/results:mt-2 sm:group-data-[view=list]/results:mt-4">
          {sold ? <span className="sr-only">Sold. Last listed at </span> : <span className="sr-only">Price: </span>}
          <Money amount={listing.priceCents} currency={listing.currency} />
        </p>
        {/* A compact row on phones in list view: one line of facts instead of three columns. */}
        <div className="group-data-[view=list]/results:hidden sm:group-data-[view=list]/results:block">
          <CardFacts
            facts={[
              ["Beds", String(listing.beds)],
              ["Baths", formatBaths(listing.baths)],
              ["Area", <Area key="area" sqft={listing.sqft} />],
            ]}
          />
        </div>
        <p className="tabular mt-1 hidden text-sm text-muted-foreground group-data-[view=list]/results:block sm:group-data-[view=list]/results:hidden">
          {listing.beds} bd · {formatBaths(listing.baths)} ba · <Area sqft={listing.sqft} />
        </p>
        {facts ? <div className="group-data-[view=list]/results:hidden sm:group-data-[view=list]/results:block">{facts}</div> : null}
        <div
          data-slot="listing-actions"
          className="mt-auto flex flex-wrap items-center gap-3 pt-6 group-data-[view=list]/results:pt-4 sm:group-data-[view=list]/results:pt-6"
        >
          {sold ? (
            <p className="text-sm text-muted-foreground">This residence has sold; offers are closed.</p>
          ) : (
            // A plain link, loading /make-offer in full: on a slow phone a press that began before
            // /buy had hydrated and ended after went to next/link's client navigation, which the
            // page's long hydration held back past any wait (CI's first-tap test, 4x CPU).
            <a
              href={makeOfferHref(listing.id)}
              aria-label={`Make Offer: ${listing.name}`}
              className={buttonVariants({ variant: "default" })}
            >
              Make Offer
            </a>
          )}
          <Link
            href={listingDetailsHref(listing)}
            aria-label={`Details: ${listing.name}`}
            className={buttonVariants({ variant: "outline" })}
          >
            Details
          </Link>
          <CompareButton id={compareIdOf("listing", listing.id)} name={listing.name} />
          {sold ? null : actions}
        </div>
      </div>
    </article>
  );
}
