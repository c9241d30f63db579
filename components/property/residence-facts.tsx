import { IllustrativeNote } from "@/components/facts/illustrative-note";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import type { PropertyPage } from "@/lib/schemas/property";
import { FactsHoldingCosts } from "./facts-holding-costs";
import { FactsParties } from "./facts-parties";
import { FactsRentalProgramme } from "./facts-rental-programme";
import { FactsServices } from "./facts-services";
import { FactsStatus } from "./facts-status";

/**
 * The facts that define a branded residence, on its property page: who is who, status and
 * payment plan, services, costs of holding and the rental programme. Server-rendered, no client
 * code; /{slug}#residence-facts links here.
 */
export function ResidenceFactsSection({ property, facts }: { property: PropertyPage; facts: ResidenceFacts }) {
  return (
    <section aria-labelledby="residence-facts" className="border-t border-border pt-14">
      <h2 id="residence-facts" className="text-3xl sm:text-4xl">
        Residence facts
      </h2>
      <div className="mt-6">
        <IllustrativeNote what="the facts and figures in this section" />
      </div>
      <div className="mt-12 space-y-14">
        <FactsParties facts={facts} />
        <FactsStatus status={facts.status} priceCents={property.startingPriceCents} />
        <FactsServices services={facts.services} />
        <FactsHoldingCosts costs={facts.holdingCosts} priceCents={property.startingPriceCents} sqft={property.sqft.min} />
        <FactsRentalProgramme programme={facts.rentalProgramme} />
      </div>
    </section>
  );
}
