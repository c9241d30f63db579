import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandHero } from "@/components/hotels/brand-hero";
import { BrandResidences } from "@/components/hotels/brand-residences";
import { brandBySlug, brands } from "@/lib/catalogue/brands";
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

  return (
    <>
      <BrandHero brand={brand} forSale={listings.filter((listing) => !listing.sold).length} />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
        <BrandResidences brand={brand} listings={listings} units={units} />
      </div>
    </>
  );
}
