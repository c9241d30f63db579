import { brands } from "@/lib/catalogue/brands";
import { BrandCard } from "./brand-card";
import { Eyebrow } from "@/components/ui/eyebrow";

/** Every partner brand, each opening its own page. */
export function BrandGrid() {
  return (
    <section aria-labelledby="brands-title">
      <Eyebrow>Partner brands</Eyebrow>
      <h2 id="brands-title" className="mt-4 text-4xl sm:text-5xl">
        The houses we represent
      </h2>
      <p className="mt-4 max-w-2xl text-muted-foreground">
        {brands.length} hotel brands, from quiet island retreats to theatrical city towers. Choose one to read its story and see its
        residences.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <BrandCard brand={brand} />
          </li>
        ))}
      </ul>
    </section>
  );
}
