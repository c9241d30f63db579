import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { CardFacts } from "@/components/cards/card-facts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ShortlistHeart } from "@/components/shortlist/shortlist-heart";
import { CheckIcon } from "@/components/ui/icons/check";
import { formatBaths } from "@/lib/format";
import { Money } from "@/components/currency/money";
import type { RentalListing } from "@/lib/schemas/rental";
import { cn } from "@/lib/utils";
import { cardFrame, cardImageSizes } from "@/components/cards/card-look";

type RentalCardProps = {
  rental: RentalListing;
  /** The booking action(s), e.g. Book with Card. Shown only while the rental is available; an unavailable one shows Book with Card disabled. */
  actions?: ReactNode;
  /** A line under the rate, e.g. the price of the chosen stay. Shown only while the rental is available. */
  quote?: ReactNode;
  /** The building's operator and hotel services (RentalFactsLine), under the amenities. */
  facts?: ReactNode;
};

/**
 * One residence to rent by the night: picture, rate per night, rooms, guests and amenities. An
 * unavailable rental says so on the picture, and its Book with Card stays in place but disabled:
 * aria-disabled (still focusable, so a keyboard or screen reader user finds it), described by the
 * visible "Unavailable" mark and the reason beside it.
 */
export function RentalCard({ rental, actions, quote, facts }: RentalCardProps) {
  const titleId = `rental-${rental.id}-title`;
  const statusId = `rental-${rental.id}-status`;
  return (
    <article aria-labelledby={titleId} aria-describedby={rental.available ? undefined : statusId} className={cardFrame}>
      <div className="relative overflow-hidden bg-ivory-deep">
        <ArtImage
          src={rental.image}
          kind="rental"
          alt={rental.imageAlt}
          sizes={cardImageSizes}
          className={cn("h-auto w-full", !rental.available && "opacity-60 grayscale-[35%]")}
        />
        {rental.available ? null : (
          <Badge variant="default" size="lg" className="absolute top-4 left-4 shadow-soft">
            Unavailable
          </Badge>
        )}
        <ShortlistHeart kind="rental" itemId={rental.id} name={rental.name} className="absolute top-4 right-4" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-medium caps-wide text-gold-ink">{rental.brand}</p>
        <h3 id={titleId} className="mt-2 text-2xl leading-tight">
          {rental.name}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{rental.location}</p>
        <p className="tabular mt-4">
          <span className="text-xl font-medium">
            <Money amount={rental.rateCents} currency={rental.currency} original="inline" />
          </span>{" "}
          <span className="text-sm text-muted-foreground">{rental.period}</span>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          This residence&apos;s own nightly rate, not a rental programme&apos;s yearly average.
        </p>
        {rental.available ? quote : null}
        <CardFacts
          facts={[
            ["Beds", String(rental.beds)],
            ["Baths", formatBaths(rental.baths)],
            ["Guests", `Up to ${rental.guests}`],
          ]}
        />
        <h4 className="sr-only">Amenities</h4>
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-foreground/85">
          {rental.amenities.map((amenity) => (
            <li key={amenity} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 text-gold-ink" />
              {amenity}
            </li>
          ))}
        </ul>
        {facts}
        <div data-slot="rental-actions" className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          {rental.available ? (
            actions
          ) : (
            <>
              <Button type="button" aria-disabled="true" aria-describedby={statusId}>
                Book with Card<span className="sr-only"> for {rental.name}</span>
              </Button>
              <p id={statusId} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Badge variant="outline">Unavailable</Badge> <span>Not taking bookings at the moment.</span>
              </p>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
