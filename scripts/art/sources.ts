/** Every record that owns an image, as the art script sees it (its place words and its alt text). */
import { brands, featuredProperty } from "@/lib/catalogue/brands";
import { purchaseListings } from "@/lib/catalogue/listings";
import { propertyPages } from "@/lib/catalogue/properties";
import { rentalListings } from "@/lib/catalogue/rentals";
import { residences } from "@/lib/catalogue/residences";
import type { ArtSource } from "./plan";

export function artSources(): ArtSource[] {
  return [
    ...purchaseListings.map((r): ArtSource => ({
      kind: "listing",
      image: r.image,
      where: [r.city, r.location, r.name],
      alt: r.imageAlt,
      from: `listing ${r.id}`,
    })),
    ...rentalListings.map((r): ArtSource => ({
      kind: "rental",
      image: r.image,
      where: [r.city, r.location, r.name],
      alt: r.imageAlt,
      from: `rental ${r.id}`,
    })),
    ...brands.map((r): ArtSource => ({
      kind: "brand",
      image: r.image,
      where: [...r.locations, r.name],
      alt: r.imageAlt,
      wordmark: r.name,
      from: `brand ${r.slug}`,
    })),
    {
      kind: "property",
      image: featuredProperty.image,
      where: [...featuredProperty.locations, featuredProperty.name],
      alt: featuredProperty.imageAlt,
      from: "featured property",
    },
    ...residences.map((r): ArtSource => ({
      kind: "residence",
      image: r.image,
      where: [r.location, r.building, r.name],
      alt: r.imageAlt,
      from: `residence ${r.id}`,
    })),
    ...propertyPages.map((r): ArtSource => ({
      kind: "property",
      image: r.image,
      where: [r.city, r.location, r.name],
      alt: r.imageAlt,
      from: `property ${r.slug}`,
    })),
  ];
}
