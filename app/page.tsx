import type { Metadata } from "next";
import { FeaturedResidences } from "@/components/home/featured-residences";
import { HomeHero } from "@/components/home/home-hero";
import { LuxuryBand } from "@/components/home/luxury-band";
import { Testimonials } from "@/components/home/testimonials";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { absolute: `${site.name} · ${site.tagline}` },
  description: site.description,
};

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <LuxuryBand />
      <FeaturedResidences />
      <Testimonials />
    </>
  );
}
