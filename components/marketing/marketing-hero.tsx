import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { Eyebrow } from "@/components/ui/eyebrow";

type MarketingHeroProps = {
  image: string;
  imageAlt: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** The hero's buttons. */
  actions: ReactNode;
};

/** A dark poster-art hero for the owners and realtors pages. */
export function MarketingHero({ image, imageAlt, eyebrow, title, children, actions }: MarketingHeroProps) {
  return (
    <section className="dark relative isolate overflow-hidden bg-background text-foreground">
      <ArtImage
        src={image}
        kind="scene"
        alt={imageAlt}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/85 to-ink/20" aria-hidden="true" />
      <div className="mx-auto flex min-h-[min(38rem,80vh)] max-w-7xl flex-col justify-center px-5 py-20 sm:px-8">
        <Eyebrow tone="light">{eyebrow}</Eyebrow>
        <h1 className="mt-6 max-w-3xl text-5xl leading-[1.05] sm:text-6xl">{title}</h1>
        <div className="mt-6 max-w-xl text-lg leading-relaxed text-foreground/85">{children}</div>
        <div className="mt-10 flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}
