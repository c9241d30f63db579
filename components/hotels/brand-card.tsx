import Link from "next/link";
import { ArtImage } from "@/components/art/art-image";
import type { Brand } from "@/lib/schemas/brand";

/** A partner brand: its wordmark poster, what it stands for, where and how many residences. The whole card opens its page. */
export function BrandCard({ brand }: { brand: Brand }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-soft transition-shadow duration-200 focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-lift">
      <div className="overflow-hidden bg-ivory-deep">
        <ArtImage
          src={brand.image}
          kind="brand"
          alt={brand.imageAlt}
          sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw"
          className="h-auto w-full transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-2xl leading-tight">
          <Link href={`/hotels/${brand.slug}`} className="outline-hidden after:absolute after:inset-0">
            {brand.name}
          </Link>
        </h3>
        <p className="mt-1 text-xs caps text-muted-foreground">{brand.locations.join(" · ")}</p>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-foreground/85">{brand.description}</p>
        <p className="tabular mt-4 text-sm text-gold-ink">
          {brand.residenceCount} {brand.residenceCount === 1 ? "residence" : "residences"}
        </p>
      </div>
    </article>
  );
}
