import type { ComponentProps, ReactNode } from "react";
import { ListingCard } from "@/components/cards/listing-card";
import { listingCornerPlace } from "@/components/cards/card-look";
import { ShortlistHeart } from "@/components/shortlist/shortlist-heart";
import { ListingActions } from "./listing-actions";

type ListingCardWithActionsProps = Omit<ComponentProps<typeof ListingCard>, "corner" | "actions"> & {
  /** More actions after Make Offer, Details and Compare (the payment buttons); shown only while the listing is for sale. */
  actions?: ReactNode;
};

/** A `ListingCard` as /buy and the brand pages show it: the shortlist heart on its picture, its offer, details and compare actions below. */
export function ListingCardWithActions({ listing, actions, ...card }: ListingCardWithActionsProps) {
  return (
    <ListingCard
      {...card}
      listing={listing}
      corner={<ShortlistHeart kind="listing" itemId={listing.id} name={listing.name} className={listingCornerPlace} />}
      actions={<ListingActions listing={listing} more={actions} />}
    />
  );
}
