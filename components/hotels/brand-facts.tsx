import { listingTitleId } from "@/components/cards/listing-card";
import { residenceTitleId } from "@/components/cards/residence-card";
import { IllustrativeNote } from "@/components/facts/illustrative-note";
import { listingDetailsHref } from "@/lib/buy/listing-links";
import { requireFacts } from "@/lib/catalogue/residence-facts";
import type { Brand } from "@/lib/schemas/brand";
import type { PurchaseListing } from "@/lib/schemas/listing";
import type { RentalListing } from "@/lib/schemas/rental";
import type { Residence } from "@/lib/schemas/residence";
import { BrandFactsTable, type BrandFactsRow } from "./brand-facts-table";

type BrandFactsProps = { brand: Brand; listings: PurchaseListing[]; units: Residence[]; rentals: RentalListing[] };

/**
 * Every residence for sale, featured unit and rental of a brand, each with its building's
 * operator, status and rental programme, linked to its page. A kind the brand has none of is left out.
 */
export function BrandFacts({ brand, listings, units, rentals }: BrandFactsProps) {
  const brandPage = `/hotels/${brand.slug}`;
  const groups: { id: string; title: string; rows: BrandFactsRow[] }[] = [
    {
      id: "brand-facts-listings",
      title: "For sale",
      rows: listings.map((listing) => {
        const href = listingDetailsHref(listing);
        // A listing without a property page (Rosewood) has its card on this very page.
        return {
          id: listing.id,
          name: listing.name,
          detail: listing.location,
          href: href === brandPage ? `#${listingTitleId(listing.id)}` : href,
          sold: listing.sold,
          facts: requireFacts(listing.id),
        };
      }),
    },
    {
      id: "brand-facts-units",
      title: "Featured units",
      rows: units.map((unit) => ({
        id: unit.id,
        name: `${unit.name}, ${unit.unit}`,
        detail: unit.building,
        href: `/residences#${residenceTitleId(unit.id)}`,
        facts: requireFacts(unit.projectId),
      })),
    },
    {
      id: "brand-facts-rentals",
      title: "Rentals by the night",
      rows: rentals.map((rental) => ({
        id: rental.id,
        name: rental.name,
        detail: rental.location,
        href: "/rent",
        facts: requireFacts(rental.projectId),
      })),
    },
  ];
  return (
    <section aria-labelledby="brand-facts-title">
      <h2 id="brand-facts-title" className="text-3xl sm:text-4xl">
        {brand.name} residence facts
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Every {brand.name} residence, featured unit and rental we list, with who runs its building, whether it is built and its rental
        programme.
      </p>
      <div className="mt-6">
        <IllustrativeNote what="the operators, statuses and rental programmes below" />
      </div>
      <div className="mt-10 space-y-12">
        {groups
          .filter((group) => group.rows.length > 0)
          .map((group) => (
            <BrandFactsTable key={group.id} id={group.id} title={group.title} rows={group.rows} />
          ))}
      </div>
    </section>
  );
}
