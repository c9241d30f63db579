import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Hero } from "@/components/hero/hero";
import { BackLink } from "@/components/layout/back-link";
import { buttonVariants } from "@/components/ui/button";
import { BrandResidences } from "@/components/hotels/brand-residences";
import { brandBySlug, brands } from "@/lib/catalogue/brands";
import { rentalsOfBrand } from "@/lib/catalogue/brand-rentals";
import { listingHref } from "@/lib/buy/listing-filters";
import { listingSearchOptions } from "@/lib/buy/listing-search-options";
import { listingsOfBrand } from "@/lib/catalogue/listings";
import { residencesOfBrand } from "@/lib/catalogue/residences";

type Params = { slug: string };

// Every brand is known at build time; any other /hotels/… path is the site's 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return brands.map((brand) => ({ slug: brand.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const brand = brandBySlug((await params).slug);
  if (!brand) return {};
  return {
    title: `${brand.name} Residences`,
    description: `${brand.description} ${brand.name} residences in ${brand.locations.join(", ")}.`,
  };
}

export default async function BrandPage({ params }: { params: Promise<Params> }) {
  const brand = brandBySlug((await params).slug);
  if (!brand) notFound();
  const listings = listingsOfBrand(brand.slug);
  const units = residencesOfBrand(brand.slug);
  const rentals = rentalsOfBrand(brand.slug);

  return (
    <>
      <Hero
        size="brand"
        image={brand.image}
        imageAlt={brand.imageAlt}
        before={<BackLink href="/hotels">All brands</BackLink>}
        eyebrow={brand.locations.join(" · ")}
        title={brand.name}
        titleId="brand-title"
        intro={brand.dramaticDescription}
        figures={<BrandFigures residences={brand.residenceCount} forSale={listings.filter((listing) => !listing.sold).length} />}
        actions={
          <Link
            href={listingHref("/buy", { amenities: [], brand: brand.slug }, listingSearchOptions)}
            className={buttonVariants({ variant: "gold", size: "lg", wrap: true })}
          >
            Browse {brand.name} Residences
          </Link>
        }
      />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
        <BrandResidences brand={brand} listings={listings} units={units} rentals={rentals} />
      </div>
    </>
  );
}

function BrandFigures({ residences, forSale }: { residences: number; forSale: number }) {
  return (
    <dl className="tabular mt-8 flex flex-wrap gap-x-12 gap-y-4">
      <div>
        <dt className="text-xs caps text-foreground/70">Residences</dt>
        <dd className="mt-1 font-display text-4xl">{residences}</dd>
      </div>
      <div>
        <dt className="text-xs caps text-foreground/70">For sale here</dt>
        <dd className="mt-1 font-display text-4xl">{forSale}</dd>
      </div>
    </dl>
  );
}
