import { purchaseListings } from "@/lib/catalogue/listings";
import { buySearchOptions, searchableListings } from "@/lib/buy/searchable-listings";
import { ListingCard } from "@/components/cards/listing-card";
import { SearchFactsLine } from "@/components/cards/search-facts-line";
import { PurchasePaymentActions } from "@/components/payments/purchase-payment-actions";
import { PendingPart } from "@/components/layout/pending-part";
import { ListingBrowser } from "./listing-browser";

/**
 * The listings with their search. Cards render on the server; the client part only decides which
 * to show and in which order. The HTML holds every listing; a search in the address is applied as
 * the page hydrates, the results hidden until then. The search gets each listing's search facts,
 * worked out here, not the buildings' facts records.
 */
export function ListingResults() {
  const factsOf = new Map(searchableListings.map((listing) => [listing.id, listing.facts]));
  const cards = Object.fromEntries(
    purchaseListings.map((listing) => {
      const facts = factsOf.get(listing.id);
      return [
        listing.id,
        <ListingCard
          key={listing.id}
          listing={listing}
          facts={facts ? <SearchFactsLine facts={facts} /> : null}
          actions={
            <PurchasePaymentActions
              listingId={listing.id}
              propertyName={listing.name}
              priceCents={listing.priceCents}
              brand={listing.brand}
            />
          }
        />,
      ];
    }),
  );

  return (
    <section aria-labelledby="listings-title">
      <h2 id="listings-title" className="text-3xl sm:text-4xl">
        Residences for sale
      </h2>
      <p className="mt-3 max-w-3xl text-sm text-muted-foreground">
        Each residence&apos;s status, rental programme, services, operator and costs of holding are illustrative sample facts; the monthly
        cost of holding is an estimate of service charge, brand fee, property tax and insurance.
      </p>
      <div className="mt-8">
        <PendingPart mark="url" loading="Loading your search…">
          <ListingBrowser listings={searchableListings} options={buySearchOptions} cards={cards} />
        </PendingPart>
      </div>
    </section>
  );
}
