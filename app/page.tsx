import type { Metadata } from "next";
import Link from "next/link";
import { Hero } from "@/components/hero/hero";
import { FeaturedResidences } from "@/components/home/featured-residences";
import { LuxuryBand } from "@/components/home/luxury-band";
import { Testimonials } from "@/components/home/testimonials";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { absolute: `${site.name} · ${site.tagline}` },
  description: site.description,
};

export default function HomePage() {
  return (
    <>
      <Hero
        size="home"
        image="/art/scenes/home-hero"
        imageAlt="Poster-style illustration of a slender residential tower above a calm bay at dusk"
        eyebrow="Hotel-branded residences"
        title={<>Live where the world&rsquo;s great hotels keep their finest homes</>}
        intro={
          <p>
            Aman, Ritz-Carlton, Four Seasons, St. Regis and more: private residences with five-star service, discovered, negotiated and
            closed in one discreet marketplace.
          </p>
        }
        actions={
          <>
            <Link href="/buy" className={buttonVariants({ variant: "gold", size: "lg" })}>
              Browse Listings
            </Link>
            <Link href="/hyper-targeting" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Hyper-Targeting
            </Link>
            <Link href="/owners" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Hotel Owner
            </Link>
          </>
        }
      />
      <LuxuryBand />
      <FeaturedResidences />
      <Testimonials />
    </>
  );
}
