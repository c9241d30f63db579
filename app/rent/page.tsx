import type { Metadata } from "next";
import { Hero } from "@/components/hero/hero";
import { ListYourResidence } from "@/components/rent/list-your-residence";
import { RentTabs } from "@/components/rent/rent-tabs";
import { RentalResults } from "@/components/rent/rental-results";
import { PendingPart } from "@/components/layout/pending-part";

export const metadata: Metadata = {
  title: "Rent a Residence",
  description:
    "Stay in a hotel-branded residence by the night in Miami Beach, Beverly Hills or Aspen, or list your own residence for rent.",
};

export default function RentPage() {
  return (
    <>
      <Hero
        size="page"
        image="/art/scenes/rent-hero"
        imageAlt="Illustration of a timber chalet below snowy peaks at dusk, its windows lit among snow-covered pines"
        eyebrow="Rent"
        title="A residence for the night, a hotel at your service"
        intro="Stay in a private residence with the hotel's housekeeping, dining and concierge downstairs, or let yours when you are away."
      />
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24">
        <PendingPart mark="url" loading="Loading your search…">
          <RentTabs find={<RentalResults />} list={<ListYourResidence />} />
        </PendingPart>
      </div>
    </>
  );
}
