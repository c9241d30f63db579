import Link from "next/link";
import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { CardFacts } from "./card-facts";
import { Badge } from "@/components/ui/badge";
import { CheckIcon } from "@/components/ui/icons/check";
import { RequestButton } from "@/components/requests/request-button";
import { ShortlistHeart } from "@/components/shortlist/shortlist-heart";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { unitEstimateHref } from "@/lib/economics/url/calculator-query";
import { formatBaths } from "@/lib/format";
import type { Residence } from "@/lib/schemas/residence";
import { CompareButton } from "@/components/compare/compare-button";
import { compareIdOf } from "@/lib/compare/compare-ids";
import { unitName } from "@/lib/compare/compare-entries";
import { residenceTitle } from "@/lib/shortlist/shortlist-entries";
import { cardFrame, cardImageSizes } from "./card-look";

/** The id of a unit card's heading: /residences#{residenceTitleId(id)} lands on the unit. */
export const residenceTitleId = (residenceId: string) => `residence-${residenceId}-title`;

type ResidenceCardProps = {
  residence: Residence;
  /** The residence facts a search filters and sorts by (SearchFactsLine), under the figures. */
  facts?: ReactNode;
  headingLevel?: "h2" | "h3";
};

/** One featured unit with every detail, and two ways to ask about it. */
export function ResidenceCard({ residence, facts, headingLevel = "h3" }: ResidenceCardProps) {
  const Heading = headingLevel;
  const titleId = residenceTitleId(residence.id);
  const subject = `${residence.unit}, ${residence.building}`;
  return (
    <article aria-labelledby={titleId} className={cardFrame}>
      <div className="relative overflow-hidden bg-ivory-deep">
        <ArtImage src={residence.image} kind="residence" alt={residence.imageAlt} sizes={cardImageSizes} className="h-auto w-full" />
        <Badge variant="gold" size="lg" className="absolute top-4 left-4 shadow-soft">
          {residence.brand}
        </Badge>
        <ShortlistHeart kind="residence" itemId={residence.id} name={residenceTitle(residence)} className="absolute top-4 right-4" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="tabular text-xl font-medium">
          <span className="sr-only">Price: </span>
          <Money amount={residence.priceCents} currency={residence.currency} />
        </p>
        <Heading id={titleId} className="mt-3 text-2xl leading-tight">
          {residence.name}
        </Heading>
        <p className="mt-1 text-sm">
          {residence.unit} <span aria-hidden="true">·</span>
          <span className="sr-only">,</span> {residence.building}
        </p>
        <p className="text-sm text-muted-foreground">{residence.location}</p>
        <CardFacts
          facts={[
            ["Beds", String(residence.bedrooms)],
            ["Baths", formatBaths(residence.bathrooms)],
            ["Area", <Area key="area" sqft={residence.sqft} />],
          ]}
        />
        {facts}
        <p className="mt-4 text-sm leading-relaxed text-foreground/85">{residence.description}</p>
        <h4 className="mt-4 text-xs font-medium caps font-sans text-muted-foreground">Key amenities</h4>
        <ul className="mt-2 grid gap-1.5 text-sm">
          {residence.amenities.map((amenity) => (
            <li key={amenity} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 text-gold-ink" />
              {amenity}
            </li>
          ))}
        </ul>
        <Link
          href={unitEstimateHref(residence)}
          prefetch={false}
          aria-label={`Estimate monthly cost: ${subject}`}
          className="mt-5 inline-flex min-h-11 items-center self-start text-sm text-gold-ink underline underline-offset-4 hover:decoration-2"
        >
          Estimate monthly cost
        </Link>
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <RequestButton kind="inquiry" subject={subject} variant="default">
            Inquire Now
          </RequestButton>
          <RequestButton kind="inquiry" subject={subject} variant="outline">
            Request Details
          </RequestButton>
          <CompareButton id={compareIdOf("unit", residence.id)} name={unitName(residence)} />
        </div>
      </div>
    </article>
  );
}
