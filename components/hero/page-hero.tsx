import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { Eyebrow } from "@/components/ui/eyebrow";

type PageHeroProps = {
  /** Base path of a page scene, e.g. "/art/scenes/buy-hero". */
  image: string;
  imageAlt: string;
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons or links under the intro. */
  children?: ReactNode;
};

/** A dark, poster-lit page opening: the scene behind, the page's h1 and promise in front. */
export function PageHero({ image, imageAlt, eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="dark relative isolate overflow-hidden bg-background text-foreground">
      <ArtImage
        src={image}
        kind="scene"
        alt={imageAlt}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/80 to-ink/15" aria-hidden="true" />
      <div className="mx-auto flex min-h-[min(32rem,70vh)] max-w-7xl flex-col justify-center px-5 py-20 sm:px-8">
        <Eyebrow tone="light">{eyebrow}</Eyebrow>
        <h1 className="mt-5 max-w-3xl text-5xl leading-[1.05] sm:text-6xl">{title}</h1>
        {intro ? <div className="mt-6 max-w-xl text-lg leading-relaxed text-foreground/85">{intro}</div> : null}
        {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
