import Link from "next/link";
import { ArtImage } from "@/components/art/art-image";
import { buttonVariants } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { listingHref } from "@/lib/buy/listing-filters";
import { listingSearchOptions } from "@/lib/catalogue/filter-options";
import type { Brand } from "@/lib/schemas/brand";
import { Eyebrow } from "@/components/ui/eyebrow";

/** A brand page's opening: its story beside its wordmark poster, and the way to its residences. */
export function BrandHero({ brand, forSale }: { brand: Brand; forSale: number }) {
  return (
    <section aria-labelledby="brand-title" className="dark bg-background text-foreground">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[6fr_5fr] lg:py-20">
        <div>
          <Link
            href="/hotels"
            className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-xs font-medium uppercase tracking-[0.16em] text-foreground/80 hover:text-foreground"
          >
            <ChevronLeftIcon className="size-4" />
            All brands
          </Link>
          <Eyebrow tone="light" className="mt-6">
            {brand.locations.join(" · ")}
          </Eyebrow>
          <h1 id="brand-title" className="mt-4 text-5xl leading-[1.05] sm:text-7xl">
            {brand.name}
          </h1>
          <p className="mt-6 max-w-xl font-display text-2xl leading-snug text-foreground/90 italic">{brand.dramaticDescription}</p>
          <dl className="tabular mt-8 flex flex-wrap gap-x-12 gap-y-4">
            <div>
              <dt className="text-xs uppercase tracking-[0.16em] text-foreground/70">Residences</dt>
              <dd className="mt-1 font-display text-4xl">{brand.residenceCount}</dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-[0.16em] text-foreground/70">For sale here</dt>
              <dd className="mt-1 font-display text-4xl">{forSale}</dd>
            </div>
          </dl>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link
              href={listingHref("/buy", { amenities: [], brand: brand.slug }, listingSearchOptions)}
              className={buttonVariants({ variant: "gold", size: "lg", wrap: true })}
            >
              Browse {brand.name} Residences
            </Link>
          </div>
        </div>
        <div className="overflow-hidden rounded-lg shadow-lift">
          <ArtImage
            src={brand.image}
            kind="brand"
            alt={brand.imageAlt}
            sizes="(min-width: 1280px) 540px, (min-width: 1024px) 42vw, calc(100vw - 40px)"
            priority
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
