import { listingDetailsHref } from "@/lib/buy/listing-links";
import { listingById, purchaseListings } from "@/lib/catalogue/listings";
import { residences } from "@/lib/catalogue/residences";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { Residence } from "@/lib/schemas/residence";
import { compareIdOf, splitCompareId, type CompareId } from "./compare-ids";

/** A comparable residence as the tray and a column heading name it: its name, page and picture. */
export type CompareEntry = {
  id: CompareId;
  name: string;
  /** Where it is, like "Miami Beach, Florida". */
  location: string;
  /** Its page: the property page (a unit: its building's), or the brand page where there is none. */
  href: string;
  image: string;
  imageAlt: string;
};

/** A featured unit's name on its own: "Dune Residence, Aman Miami Beach" (two brands have a "Garden Residence"). */
export function unitName(unit: Pick<Residence, "name" | "building">): string {
  return `${unit.name}, ${unit.building}`;
}

export type CompareHome =
  | { kind: "listing"; id: CompareId; listing: PurchaseListing }
  | { kind: "unit"; id: CompareId; unit: Residence; building: PurchaseListing | undefined };

/** The catalogue record behind an id, or undefined when the catalogue has none. */
export function compareHomeOf(id: CompareId): CompareHome | undefined {
  const { kind, slug } = splitCompareId(id);
  if (kind === "listing") {
    const listing = listingById(slug);
    return listing && { kind, id, listing };
  }
  const unit = residences.find((candidate) => candidate.id === slug);
  return unit && { kind, id, unit, building: listingById(unit.projectId) };
}

export function compareEntryOf(id: CompareId): CompareEntry | undefined {
  const home = compareHomeOf(id);
  if (!home) return undefined;
  if (home.kind === "listing") {
    const { listing } = home;
    return {
      id,
      name: listing.name,
      location: listing.location,
      href: listingDetailsHref(listing),
      image: listing.image,
      imageAlt: listing.imageAlt,
    };
  }
  const { unit, building } = home;
  return {
    id,
    name: unitName(unit),
    location: unit.location,
    href: building ? listingDetailsHref(building) : `/hotels/${unit.brandSlug}`,
    image: unit.image,
    imageAlt: unit.imageAlt,
  };
}

/** Every id the catalogue can compare: the purchase listings, then the featured units. */
export function comparableIds(): CompareId[] {
  return [
    ...purchaseListings.map((listing) => compareIdOf("listing", listing.id)),
    ...residences.map((unit) => compareIdOf("unit", unit.id)),
  ];
}
