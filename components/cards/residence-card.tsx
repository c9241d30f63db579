import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { CardFacts } from "./card-facts";
import { Badge } from "@/components/ui/badge";
import { CheckIcon } from "@/components/ui/icons/check";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { formatBaths } from "@/lib/format";
import type { Residence } from "@/lib/schemas/residence";
import { cardFrame, cardImageSizes } from "./card-look";

/** The id of a unit card's heading: /residences#{residenceTitleId(id)} lands on the unit. */
export const residenceTitleId = (residenceId: string) => `residence-${residenceId}-title`;

type ResidenceCardProps = {
  residence: Residence;
  /** Over the picture's top right, after the brand badge (the shortlist heart, placed with `residenceCornerPlace`). */
  corner?: ReactNode;
  /** Under the key amenities, before the actions row (the "Estimate monthly cost" link). */
  links?: ReactNode;
  /** The card's actions row, at its foot (Inquire Now, Request Details, Compare). */
  actions?: ReactNode;
  /** The residence facts a search filters and sorts by (SearchFactsLine), under the figures. */
  facts?: ReactNode;
  headingLevel?: "h2" | "h3";
};

/** One featured unit with every detail, then what its slots bring (components/browse fills them). */
export function ResidenceCard({ residence, corner, links, actions, facts, headingLevel = "h3" }: ResidenceCardProps) {
  const Heading = headingLevel;
  const titleId = residenceTitleId(residence.id);
  return (
    <article aria-labelledby={titleId} className={cardFrame}>
      <div className="relative overflow-hidden bg-ivory-deep">
        <ArtImage src={residence.image} kind="residence" alt={residence.imageAlt} sizes={cardImageSizes} className="h-auto w-full" />
        <Badge variant="gold" size="lg" className="absolute top-4 left-4 shadow-soft">
          {residence.brand}
        </Badge>
        {corner}
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
        {links}
        <div className="mt-auto flex flex-wrap gap-3 pt-6">{actions}</div>
      </div>
    </article>
  );
}
