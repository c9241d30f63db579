import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CrossBorderSection } from "@/components/cross-border/cross-border-section";
import { MONTHLY_COST_ID, PropertyEconomics } from "@/components/economics/property-economics";
import { PropertyFeatures } from "@/components/property/property-features";
import { PropertyHeader } from "@/components/property/property-header";
import { PropertySummary } from "@/components/property/property-summary";
import { ResidenceFactsSection } from "@/components/property/residence-facts";
import { listingById } from "@/lib/catalogue/listings";
import { propertyBySlug, propertyPages } from "@/lib/catalogue/properties";
import { factsOfProject } from "@/lib/catalogue/residence-facts";
import { residencesOfProject } from "@/lib/catalogue/residences";
import { crossBorderPropertyOf } from "@/lib/cross-border/property";
import { residencesToEstimate } from "@/lib/economics/view-models";

type Params = { property: string };

// Only the sixteen known properties exist; any other root path stays the site's 404.
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return propertyPages.map((page) => ({ property: page.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const property = propertyBySlug((await params).property);
  if (!property) return {};
  return {
    title: `${property.name}, ${property.location}`,
    description: `${property.tagline}. ${property.brand} residences in ${property.location}: details, amenities, starting price and private tours.`,
  };
}

export default async function PropertyDetailPage({ params }: { params: Promise<Params> }) {
  const property = propertyBySlug((await params).property);
  if (!property) notFound();
  const sold = property.listingId !== undefined && listingById(property.listingId)?.sold === true;
  const facts = property.listingId === undefined ? undefined : factsOfProject(property.listingId);
  // The residences a person can cost here (the starting one, then the featured units): the
  // estimate and the cross-border sheet both follow the address's ?unit= among them.
  const residences = facts
    ? residencesToEstimate({ priceCents: property.startingPriceCents, sqft: property.sqft.min }, residencesOfProject(facts.projectId))
    : [];

  return (
    <article>
      <PropertyHeader property={property} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16 lg:py-20">
        {/* The summary comes first (price and actions right under the picture on a phone); on wide
            screens it sits in the right-hand column beside the story. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <PropertySummary property={property} sold={sold} />
        </div>
        <div className="space-y-14 lg:col-start-1 lg:row-start-1">
          <PropertyFeatures property={property} />
          {facts ? <ResidenceFactsSection property={property} facts={facts} /> : null}
          {facts ? <PropertyEconomics residences={residences} facts={facts} /> : null}
          {facts ? (
            <CrossBorderSection
              residences={[
                {
                  id: property.slug,
                  name: property.name,
                  priceNote: "the starting price",
                  choices: residences,
                  property: crossBorderPropertyOf(
                    { priceCents: property.startingPriceCents, currency: property.currency },
                    property.city,
                    facts,
                  ),
                },
              ]}
              estimateHref={`#${MONTHLY_COST_ID}`}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
