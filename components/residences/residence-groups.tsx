import Link from "next/link";
import { propertyOfBrand } from "@/lib/catalogue/properties";
import { residenceBuildings } from "@/lib/catalogue/residences";
import { ResidenceGrid } from "@/components/cards/residence-grid";

/** The featured units, one section per building, each linking to its property page. */
export function ResidenceGroups() {
  return (
    <div className="space-y-20">
      {residenceBuildings().map(({ building, units }) => {
        const property = propertyOfBrand(units[0]?.brandSlug);
        const headingId = `building-${property?.slug ?? units[0]?.id}`;
        return (
          <section key={building} aria-labelledby={headingId}>
            <div className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-4">
              <div>
                <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold-ink">{units[0]?.location}</p>
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
            <ResidenceGrid units={units} />
          </section>
        );
      })}
    </div>
  );
}
