import Link from "next/link";
import type { ReactNode } from "react";
import { CompareButton } from "@/components/compare/compare-button";
import { buttonVariants } from "@/components/ui/button";
import { listingDetailsHref } from "@/lib/buy/listing-links";
import { compareIdOf } from "@/lib/compare/compare-ids";
import { makeOfferHref } from "@/lib/deals/offers/offer-handoff";
import type { PurchaseListing } from "@/lib/schemas/listing";

type ListingActionsProps = {
  listing: PurchaseListing;
  /** More actions after Compare (the payment buttons), for a listing that is for sale; a sold one shows none. */
  more?: ReactNode;
};

/**
 * A listing card's actions row: Make Offer (a sold listing says offers are closed instead),
 * Details, Compare (for a sold listing too), then `more`.
 */
export function ListingActions({ listing, more }: ListingActionsProps) {
  const sold = listing.sold === true;
  return (
    <>
      {sold ? (
        <p className="text-sm text-muted-foreground">This residence has sold; offers are closed.</p>
      ) : (
        <Link
          href={makeOfferHref(listing.id)}
          prefetch={false}
          aria-label={`Make Offer: ${listing.name}`}
          className={buttonVariants({ variant: "default" })}
        >
          Make Offer
        </Link>
      )}
      <Link href={listingDetailsHref(listing)} aria-label={`Details: ${listing.name}`} className={buttonVariants({ variant: "outline" })}>
        Details
      </Link>
      <CompareButton id={compareIdOf("listing", listing.id)} name={listing.name} />
      {sold ? null : more}
    </>
  );
}
