import Link from "next/link";
import { ArtImage } from "@/components/art/art-image";
import { buttonVariants } from "@/components/ui/button";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The home page's opening: a poster-style scene, the promise, and the three ways in. */
export function HomeHero() {
  return (
    <section className="dark relative isolate overflow-hidden bg-background text-foreground">
      <ArtImage
        src="/art/scenes/home-hero"
        kind="scene"
        alt="Poster-style illustration of a slender residential tower above a calm bay at dusk"
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink via-ink/80 to-ink/10" aria-hidden="true" />
      <div className="mx-auto flex min-h-[min(44rem,88vh)] max-w-7xl flex-col justify-center px-5 py-24 sm:px-8">
        <Eyebrow tone="light">Hotel-branded residences</Eyebrow>
        <h1 className="mt-6 max-w-3xl text-5xl leading-[1.05] sm:text-6xl lg:text-7xl">
          Live where the world&rsquo;s great hotels keep their finest homes
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-foreground/85">
          Aman, Ritz-Carlton, Four Seasons, St. Regis and more: private residences with five-star service, discovered, negotiated and closed
          in one discreet marketplace.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link href="/buy" className={buttonVariants({ variant: "gold", size: "lg" })}>
            Browse Listings
          </Link>
          <Link href="/hyper-targeting" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Hyper-Targeting
          </Link>
          <Link href="/owners" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Hotel Owner
          </Link>
        </div>
      </div>
    </section>
  );
}
