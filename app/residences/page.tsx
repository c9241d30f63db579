import type { Metadata } from "next";
import Link from "next/link";
import { ResidenceResults } from "@/components/residences/residence-results";
import { buttonVariants } from "@/components/ui/button";
import { residences } from "@/lib/catalogue/residences";
import { Eyebrow } from "@/components/ui/eyebrow";

export const metadata: Metadata = {
  title: "Featured Residences",
  description:
    "Sixteen featured hotel-branded residences at Aman Miami Beach, Ritz-Carlton Miami Beach, Four Seasons Beverly Hills and St. Regis Aspen, with prices, floor areas and amenities.",
};

export default function ResidencesPage() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
      <header className="max-w-3xl">
        <Eyebrow>Featured</Eyebrow>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Featured Residences</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
          {residences.length} residences in four of our most sought-after buildings, each with its price, its rooms and what makes it
          particular. Ask about any of them and our team will send floor plans and terms.
        </p>
      </header>
      <div className="mt-16">
        <ResidenceResults />
      </div>
      <section aria-labelledby="next-title" className="mt-24 rounded-lg bg-ivory-deep px-6 py-12 text-center sm:px-12">
        <h2 id="next-title" className="text-3xl sm:text-4xl">
          Looking for something else?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Talk to the team that closes every sale, or see every brand we work with.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/about" className={buttonVariants({ variant: "default", size: "lg" })}>
            Schedule a Consultation
          </Link>
          <Link href="/hotels" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Browse All Brands
          </Link>
        </div>
      </section>
    </div>
  );
}
