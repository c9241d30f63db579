import { newestFirst } from "@/lib/account/activity";
import { listingDetailsHref } from "@/lib/buy/listing-links";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { RentalListing } from "@/lib/schemas/rental";
import type { Residence } from "@/lib/schemas/residence";
import type { ShortlistItem, ShortlistKind } from "@/lib/schemas/shortlist";
import { shortlistKey } from "./shortlist-keys";

/** What /account shows of the shortlist, read from the catalogue the caller passes. Pure. */

export type ShortlistCatalogue = {
  listings: readonly Pick<PurchaseListing, "id" | "name" | "location" | "propertySlug" | "brandSlug">[];
  residences: readonly Pick<Residence, "id" | "name" | "unit" | "building" | "location">[];
  rentals: readonly Pick<RentalListing, "id" | "name" | "location">[];
};

export type ShortlistEntry = {
  key: string;
  kind: ShortlistKind;
  itemId: string;
  /** Every record of this item the viewer sees (two tabs may both have saved it): removing takes them all. */
  records: ShortlistItem[];
  /** When it was first saved. */
  savedAt: string;
  /** Saved while signed out, so anyone using this browser signed out sees it too. */
  signedOut: boolean;
  /** The item as the catalogue has it now, or null when it is no longer listed. */
  item: { title: string; place: string; href: string } | null;
};

export const shortlistKindLabels: Record<ShortlistKind, string> = {
  listing: "For sale",
  residence: "Featured residence",
  rental: "To rent",
};

/** A featured unit's full name: several buildings have a "Garden Residence". */
export function residenceTitle(residence: Pick<Residence, "name" | "unit" | "building">): string {
  return `${residence.name}, ${residence.unit} at ${residence.building}`;
}

function describe(kind: ShortlistKind, itemId: string, catalogue: ShortlistCatalogue): ShortlistEntry["item"] {
  if (kind === "listing") {
    const listing = catalogue.listings.find((candidate) => candidate.id === itemId);
    return listing ? { title: listing.name, place: listing.location, href: listingDetailsHref(listing) } : null;
  }
  if (kind === "residence") {
    const residence = catalogue.residences.find((candidate) => candidate.id === itemId);
    // Featured units have no page of their own: the link lands on the unit's card on /residences.
    return residence
      ? { title: residenceTitle(residence), place: residence.location, href: `/residences/#residence-${residence.id}-title` }
      : null;
  }
  const rental = catalogue.rentals.find((candidate) => candidate.id === itemId);
  return rental ? { title: rental.name, place: rental.location, href: `/rent/#rental-${rental.id}-title` } : null;
}

/** One entry per saved item, most recently saved first, from the records the viewer sees. */
export function shortlistEntries(records: readonly ShortlistItem[], catalogue: ShortlistCatalogue): ShortlistEntry[] {
  const byKey = new Map<string, ShortlistItem[]>();
  for (const record of newestFirst(records, (entry) => entry.createdAt).reverse()) {
    const key = shortlistKey(record.kind, record.itemId);
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
  }
  const entries = [...byKey.entries()].map(([key, saved]): ShortlistEntry => {
    const first = saved[0] as ShortlistItem;
    return {
      key,
      kind: first.kind,
      itemId: first.itemId,
      records: saved,
      savedAt: first.createdAt,
      signedOut: saved.every((record) => record.ownerId === undefined),
      item: describe(first.kind, first.itemId, catalogue),
    };
  });
  return newestFirst(entries, (entry) => entry.savedAt);
}
