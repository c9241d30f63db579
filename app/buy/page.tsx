import type { Metadata } from "next";
import { BuyIntro } from "@/components/buy/buy-intro";
import { ListingResults } from "@/components/buy/listing-results";
import { PaymentMethods } from "@/components/payments/payment-methods";
import { Hero } from "@/components/hero/hero";
import { purchaseListings } from "@/lib/catalogue/listings";

export const metadata: Metadata = {
  title: "Purchase a Residence",
  description:
    "Search hotel-branded residences for sale by brand, city, price, bedrooms and amenities, and make an offer on Aman, Four Seasons, St. Regis, Rosewood and more.",
};

export default function BuyPage() {
  return (
    <>
      <Hero
        size="page"
        image="/art/scenes/buy-hero"
        imageAlt="Illustration of a curving tower on Miami Beach at golden hour, with palms and striped parasols on the sand"
        eyebrow="Purchase"
        title="Own a residence with a great hotel downstairs"
        intro={`${purchaseListings.length} hotel-branded residences from Miami Beach to Dubai, each with its price stated up front.`}
      />
      <div className="mx-auto max-w-7xl space-y-20 px-5 py-16 sm:px-8 lg:space-y-24 lg:py-24">
        <BuyIntro />
        <PaymentMethods />
        <ListingResults />
      </div>
    </>
  );
}
