import Link from "next/link";
import { ListingCard } from "@/components/cards/listing-card";
import { ResidenceGrid } from "@/components/cards/residence-grid";
import { buttonVariants } from "@/components/ui/button";
import { listingHref } from "@/lib/buy/listing-filters";
import { listingSearchOptions } from "@/lib/buy/listing-search-options";
import type { Brand } from "@/lib/schemas/brand";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { RentalListing } from "@/lib/schemas/rental";
import type { Residence } from "@/lib/schemas/residence";
import { BrandFacts } from "./brand-facts";

type BrandResidencesProps = { brand: Brand; listings: PurchaseListing[]; units: Residence[]; rentals: RentalListing[] };

/** A brand's residences for sale and its featured units, the facts of all of them and its rentals, then the way to /buy. */
export function BrandResidences({ brand, listings, units, rentals }: BrandResidencesProps) {
  const buyHref = listingHref("/buy", { amenities: [], brand: brand.slug }, listingSearchOptions);
  return (
    <div className="space-y-20">
      <section aria-labelledby="brand-listings-title">
        <h2 id="brand-listings-title" className="text-3xl sm:text-4xl">
          {brand.name} residences for sale
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      </section>
      {units.length > 0 ? (
        <section aria-labelledby="brand-units-title">
          <h2 id="brand-units-title" className="text-3xl sm:text-4xl">
            Featured units
          </h2>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Individual residences our team knows well, with their own prices and floor areas.
          </p>
          <ResidenceGrid units={units} />
        </section>
      ) : null}
      <BrandFacts brand={brand} listings={listings} units={units} rentals={rentals} />
      <section aria-labelledby="brand-cta-title" className="rounded-lg border border-gold bg-ivory-deep px-6 py-12 text-center sm:px-12">
        <h2 id="brand-cta-title" className="text-3xl sm:text-4xl">
          Ready to make {brand.name} home?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Search, compare and make an offer on {brand.name} residences, with our Closing Team beside you to the keys.
        </p>
        <Link href={buyHref} className={buttonVariants({ variant: "default", size: "lg", wrap: true, className: "mt-8" })}>
          Browse {brand.name} Residences
        </Link>
      </section>
    </div>
  );
}
