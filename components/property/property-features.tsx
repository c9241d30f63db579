import { CheckIcon } from "@/components/ui/icons/check";
import type { PropertyPage } from "@/lib/schemas/property";

/** The story of the property, then its amenities and the features of its residences. */
export function PropertyFeatures({ property }: { property: PropertyPage }) {
  return (
    <div className="space-y-14">
      <section aria-labelledby="about-title">
        <h2 id="about-title" className="text-3xl sm:text-4xl">
          About the residences
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-foreground/85">{property.description}</p>
        {property.facts?.length ? (
          <ul className="mt-6 flex flex-wrap gap-3">
            {property.facts.map((fact) => (
              <li key={fact} className="rounded-full border border-gold px-4 py-1.5 text-sm">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <div className="grid gap-12 sm:grid-cols-2">
        <FeatureList id="amenities-title" title="Amenities" items={property.amenities} />
        <FeatureList id="features-title" title="Residence features" items={property.features} />
      </div>
    </div>
  );
}

function FeatureList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="border-b border-border pb-3 text-2xl">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <CheckIcon className="mt-1 size-4 text-gold-ink" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
