import Link from "next/link";
import { ArtImage } from "@/components/art/art-image";
import { buttonVariants } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons/check";
import { featuredProperty } from "@/lib/catalogue/brands";
import { listingHref } from "@/lib/buy/listing-filters";
import { listingSearchOptions } from "@/lib/buy/listing-search-options";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The featured property of /hotels, with the way to its residences for sale. */
export function FeaturedProperty() {
  const property = featuredProperty;
  const buyHref = listingHref("/buy", { amenities: [], brand: property.slug }, listingSearchOptions);
  return (
    <section aria-labelledby="featured-property-title" className="grid items-center gap-10 lg:grid-cols-[7fr_5fr] lg:gap-16">
      <div className="overflow-hidden rounded-lg bg-ivory-deep shadow-soft">
        <ArtImage
          src={property.image}
          kind="property"
          alt={property.imageAlt}
          sizes="(min-width: 1280px) 700px, (min-width: 1024px) 56vw, calc(100vw - 40px)"
          className="h-auto w-full"
        />
      </div>
      <div>
        <Eyebrow>Featured property</Eyebrow>
        <h2 id="featured-property-title" className="mt-4 text-4xl sm:text-5xl">
          {property.name}
        </h2>
        <p className="mt-2 text-muted-foreground">{property.locations.join(" · ")}</p>
        <p className="mt-5 leading-relaxed text-foreground/85">{property.description}</p>
        <dl className="tabular mt-6 grid grid-cols-2 gap-4 border-y border-border py-4">
          <div>
            <dt className="text-xs caps text-muted-foreground">Residences</dt>
            <dd className="mt-1 text-xl font-medium">{property.residenceCount}</dd>
          </div>
          <div>
            <dt className="text-xs caps text-muted-foreground">Price range</dt>
            <dd className="mt-1 text-xl font-medium">{property.priceRange}</dd>
          </div>
        </dl>
        <h3 className="mt-6 font-sans text-xs font-medium caps text-muted-foreground">Amenities</h3>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {property.amenities.map((amenity) => (
            <li key={amenity} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 text-gold-ink" />
              {amenity}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={buyHref} className={buttonVariants({ variant: "default", size: "lg" })}>
            Purchase a Residence
          </Link>
          <Link href={`/hotels/${property.slug}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
            About Rosewood
          </Link>
        </div>
      </div>
    </section>
  );
}
