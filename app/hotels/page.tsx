import type { Metadata } from "next";
import { Hero } from "@/components/hero/hero";
import { BrandGrid } from "@/components/hotels/brand-grid";
import { FeaturedProperty } from "@/components/hotels/featured-property";
import { HotelsNextSteps } from "@/components/hotels/hotels-next-steps";

export const metadata: Metadata = {
  title: "Hotel Brands",
  description:
    "The hotel brands behind our residences, from Aman and Four Seasons to Bulgari and Rosewood, with the featured Rosewood Miami Beach.",
};

export default function HotelsPage() {
  return (
    <>
      <Hero
        size="page"
        image="/art/scenes/hotels-hero"
        imageAlt="Illustration of a cluster of towers on Biscayne Bay at night, windows lit and mirrored in the water"
        eyebrow="Global luxury tourism"
        title="The world's great hotels, at home"
        intro="Each residence here belongs to a hotel brand and keeps its service: the concierge, the spa, the table downstairs."
      />
      <div className="mx-auto max-w-7xl space-y-24 px-5 py-16 sm:px-8 lg:space-y-32 lg:py-24">
        <FeaturedProperty />
        <BrandGrid />
        <HotelsNextSteps />
      </div>
    </>
  );
}
