import { purchaseListings } from "@/lib/catalogue/listings";
import type { FilterableListing } from "@/lib/buy/listing-filters";
import { ListingCard } from "@/components/cards/listing-card";
import { PurchasePaymentActions } from "@/components/payments/purchase-payment-actions";
import { PendingPart } from "@/components/layout/pending-part";
import { ListingBrowser } from "./listing-browser";

/**
 * The listings with their search. Cards render on the server; the client part only decides which
 * to show and how. The HTML holds every listing; a search in the address is applied as the page
 * hydrates, the results hidden until then.
 */
export function ListingResults() {
  const listings: FilterableListing[] = purchaseListings.map(
    ({ id, name, brand, brandSlug, location, city, priceCents, beds, amenities }) => ({
      id,
      name,
      brand,
      brandSlug,
      location,
      city,
      priceCents,
      beds,
      amenities,
    }),
  );
  const cards = Object.fromEntries(
    purchaseListings.map((listing) => [
      listing.id,
      <ListingCard
        key={listing.id}
        listing={listing}
        actions={
          <PurchasePaymentActions
            listingId={listing.id}
            propertyName={listing.name}
            priceCents={listing.priceCents}
            brand={listing.brand}
          />
        }
      />,
    ]),
  );

  return (
    <section aria-labelledby="listings-title">
      <h2 id="listings-title" className="text-3xl sm:text-4xl">
        Residences for sale
      </h2>
      <div className="mt-8">
        <PendingPart mark="url" loading="Loading your search…">
          <ListingBrowser listings={listings} cards={cards} />
        </PendingPart>
      </div>
    </section>
  );
}
