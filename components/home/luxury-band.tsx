import { brandOptions } from "@/lib/catalogue/filter-options";
import { purchaseListings } from "@/lib/catalogue/listings";

/** The 'Redefining Luxury Living' band: what the marketplace is, in three plain statements. */
export function LuxuryBand() {
  const pillars = [
    {
      figure: String(brandOptions.length),
      title: "Partner brands",
      text: "From Aman and Four Seasons to Bulgari and Aston Martin, every residence carries a hotel's name and service.",
    },
    {
      figure: String(purchaseListings.filter((listing) => !listing.sold).length),
      title: "Residences available",
      text: "Miami Beach, Brickell, Beverly Hills, Aspen and Dubai, each with its starting price stated up front.",
    },
    {
      figure: "3%",
      title: "Owner fee at launch",
      text: "Hotel owners add a sales channel without giving up their own, and keep control of every sale.",
    },
  ];

  return (
    <section aria-labelledby="luxury-band-title" className="border-y border-border bg-ivory-deep">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-20 sm:px-8 lg:grid-cols-[1fr_2fr] lg:py-28">
        <div>
          <h2 id="luxury-band-title" className="text-4xl sm:text-5xl">
            Redefining Luxury Living
          </h2>
          <p className="mt-5 leading-relaxed text-muted-foreground">
            A home with a hotel behind it: housekeeping, dining and a concierge downstairs, and the brand&rsquo;s standards in every detail.
            We bring those residences, their buyers and their closing into one place.
          </p>
        </div>
        <dl className="grid gap-10 sm:grid-cols-3">
          {pillars.map((pillar) => (
            <div key={pillar.title} className="border-t border-gold pt-6">
              <dt className="text-xs font-medium caps-wide text-gold-ink">{pillar.title}</dt>
              <dd className="mt-3">
                <span className="tabular block font-display text-5xl">{pillar.figure}</span>
                <span className="mt-3 block text-sm leading-relaxed text-muted-foreground">{pillar.text}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
