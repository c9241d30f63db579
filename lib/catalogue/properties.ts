import { propertyPages } from "@/data/properties";
import type { PropertyPage } from "@/lib/schemas/property";

export { propertyPages };

/** The property of a /{slug} page, or undefined for an unknown slug. */
export function propertyBySlug(slug: string): PropertyPage | undefined {
  return propertyPages.find((page) => page.slug === slug);
}

/** The property page of a brand's building (the featured residences link to it). */
export function propertyOfBrand(brandSlug: string | undefined): PropertyPage | undefined {
  return propertyPages.find((page) => page.brandSlug === brandSlug);
}
