import Link from "next/link";
import { ArtImage } from "@/components/art/art-image";
import { buttonVariants } from "@/components/ui/button";
import { purchaseListings } from "@/lib/catalogue/listings";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { Eyebrow } from "@/components/ui/eyebrow";

const FEATURED_COUNT = 6;

/** Six featured residences, each linking to its property page. */
export function FeaturedResidences() {
  const featured = purchaseListings.filter((listing) => listing.propertySlug && !listing.sold).slice(0, FEATURED_COUNT);

  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <Eyebrow>Featured</Eyebrow>
          <h2 id="featured-title" className="mt-3 text-4xl sm:text-5xl">
            Featured Residences
          </h2>
        </div>
        <Link href="/hotels" className={buttonVariants({ variant: "outline" })}>
          View All Listings
        </Link>
      </div>
      <ul className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((listing) => (
          <li key={listing.id}>
            <article className="group flex h-full flex-col">
              <div className="overflow-hidden rounded-md bg-ivory-deep">
                <ArtImage
                  src={listing.image}
                  kind="listing"
                  alt={listing.imageAlt}
                  sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
                  className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]"
                />
              </div>
              <p className="mt-5 text-xs font-medium caps-wide text-gold-ink">{listing.brand}</p>
              <h3 className="mt-2 text-2xl">{listing.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{listing.location}</p>
              <p className="tabular mt-4 text-lg font-medium">
                <Money amount={listing.priceCents} currency={listing.currency} />
              </p>
              <p className="tabular mt-1 text-sm text-muted-foreground">
                {listing.beds} bed · {listing.baths} bath · <Area sqft={listing.sqft} />
              </p>
              <Link
                href={`/${listing.propertySlug}`}
                className={buttonVariants({ variant: "link", className: "mt-4 self-start" })}
                aria-label={`Details: ${listing.name}`}
              >
                Details
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
