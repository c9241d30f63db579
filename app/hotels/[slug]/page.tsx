import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandHero } from "@/components/hotels/brand-hero";
import { BrandResidences } from "@/components/hotels/brand-residences";
import { brands } from "@/data/brands";
import { purchaseListings } from "@/data/listings";
import { residences } from "@/data/residences";

type Params = { slug: string };

// Every brand is known at build time; any other /hotels/… path is the site's 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return brands.map((brand) => ({ slug: brand.slug }));
}

function findBrand(slug: string) {
  return brands.find((brand) => brand.slug === slug);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const brand = findBrand((await params).slug);
  if (!brand) return {};
  return {
    title: `${brand.name} Residences`,
    description: `${brand.description} ${brand.name} residences in ${brand.locations.join(", ")}.`,
  };
}

export default async function BrandPage({ params }: { params: Promise<Params> }) {
  const brand = findBrand((await params).slug);
  if (!brand) notFound();
  const listings = purchaseListings.filter((listing) => listing.brandSlug === brand.slug);
  const units = residences.filter((residence) => residence.brandSlug === brand.slug);

  return (
    <>
      <BrandHero brand={brand} forSale={listings.filter((listing) => !listing.sold).length} />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
        <BrandResidences brand={brand} listings={listings} units={units} />
      </div>
    </>
  );
}
