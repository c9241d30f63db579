import Link from "next/link";
import { ArtImage } from "@/components/art/art-image";
import type { PropertyPage } from "@/lib/schemas/property";
import { BackButton } from "@/components/layout/back-button";
import { Eyebrow } from "@/components/ui/eyebrow";
import { ShortlistHeart } from "@/components/shortlist/shortlist-heart";

/** Back, the property's name and place, and its poster, large. */
export function PropertyHeader({ property }: { property: PropertyPage }) {
  return (
    <header className="mx-auto max-w-7xl px-5 pt-8 sm:px-8 lg:pt-10">
      <BackButton fallback="/buy" />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-6">
        <div className="max-w-3xl">
          <Eyebrow>
            <Link
              href={`/hotels/${property.brandSlug}`}
              className="-my-3 inline-flex min-h-11 items-center underline underline-offset-4 decoration-gold/60 hover:decoration-2"
            >
              {property.brand}
            </Link>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {property.location}
          </Eyebrow>
          <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">{property.name}</h1>
          <p className="mt-4 font-display text-2xl text-foreground/80 italic">{property.tagline}</p>
        </div>
        {property.listingId ? <ShortlistHeart kind="listing" itemId={property.listingId} name={property.name} look="page" /> : null}
      </div>
      <div className="mt-10 overflow-hidden rounded-lg bg-ivory-deep shadow-soft">
        <ArtImage
          src={property.image}
          kind="property"
          alt={property.imageAlt}
          sizes="(min-width: 1280px) 1216px, calc(100vw - 40px)"
          priority
          className="h-auto w-full lg:aspect-[2/1] lg:object-cover"
        />
      </div>
    </header>
  );
}
