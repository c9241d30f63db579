import { brands, featuredProperty } from "@/data/brands";
import type { Brand } from "@/lib/schemas/brand";

export { brands, featuredProperty };

/** The brand of a /hotels/{slug} page, or undefined for an unknown slug. */
export function brandBySlug(slug: string): Brand | undefined {
  return brands.find((brand) => brand.slug === slug);
}
