import Link from "next/link";
import type { PropertyPage } from "@/lib/schemas/property";

type BuildingHeaderProps = {
  building: string;
  location: string | undefined;
  headingId: string;
  /** The building's property page, when it has one. */
  property: Pick<PropertyPage, "slug" | "name"> | undefined;
};

/** A building's heading on /residences: its place, its name, and a link to its property page. */
export function BuildingHeader({ building, location, headingId, property }: BuildingHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-4">
      <div>
        <p className="text-xs font-medium caps-wide text-gold-ink">{location}</p>
        <h2 id={headingId} className="mt-2 text-3xl sm:text-4xl">
          {building}
        </h2>
      </div>
      {property ? (
        <Link
          href={`/${property.slug}`}
          className="inline-flex min-h-11 items-center text-sm text-gold-ink underline underline-offset-4 hover:decoration-2"
        >
          About {property.name}
        </Link>
      ) : null}
    </div>
  );
}
