import type { ReactNode } from "react";
import { ArtImage } from "@/components/art/art-image";
import { Eyebrow } from "@/components/ui/eyebrow";

/**
 * How much of the screen the opening takes, and how dark its art is: `home` the most, `feature`
 * for the owners and realtors pages, `page` for the search pages. `brand` sets the art beside the
 * words instead of behind them (a brand's wordmark poster).
 */
const sizes = {
  home: {
    frame: "flex min-h-[min(44rem,88vh)] flex-col justify-center py-24",
    title: "mt-6 text-5xl sm:text-6xl lg:text-7xl",
    image: "opacity-70",
    gradient: "from-ink via-ink/80 to-ink/10",
  },
  feature: {
    frame: "flex min-h-[min(38rem,80vh)] flex-col justify-center py-20",
    title: "mt-6 text-5xl sm:text-6xl",
    image: "opacity-70",
    gradient: "from-ink via-ink/85 to-ink/20",
  },
  page: {
    frame: "flex min-h-[min(32rem,70vh)] flex-col justify-center py-20",
    title: "mt-5 text-5xl sm:text-6xl",
    image: "opacity-75",
    gradient: "from-ink via-ink/80 to-ink/15",
  },
  brand: {
    frame: "grid items-center gap-12 py-14 lg:grid-cols-[6fr_5fr] lg:py-20",
    title: "mt-4 text-5xl sm:text-7xl",
    image: "",
    gradient: "",
  },
} as const;

type HeroProps = {
  size: keyof typeof sizes;
  /** Base path of the art, e.g. "/art/scenes/buy-hero". */
  image: string;
  imageAlt: string;
  eyebrow: ReactNode;
  title: ReactNode;
  /** The h1's id, where the section is labelled by it. */
  titleId?: string;
  intro?: ReactNode;
  /** Above the eyebrow: a way back. */
  before?: ReactNode;
  /** Between the intro and the actions: key figures. */
  figures?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
};

/** The id of the empty element that ends the opening: the first paint waits for it (FirstViewRead). */
const HERO_READ = "hero-read";

/**
 * The opening is painted once it has been read whole. Its words sit centred in their frame, so an
 * opening painted from half its HTML (a large page arrives in parts) moved its heading up when the
 * rest came. React hoists the link into the <head>; the layout's own link waits for the header.
 */
function FirstViewRead() {
  return (
    <>
      <link rel="expect" href={`#${HERO_READ}`} blocking="render" />
      <span id={HERO_READ} hidden />
    </>
  );
}

/** Every page's opening: the eyebrow, the page's h1 and its promise, over (or beside) its art. */
export function Hero({ size, image, imageAlt, eyebrow, title, titleId, intro, before, figures, actions }: HeroProps) {
  const look = sizes[size];
  const frame = `mx-auto max-w-7xl px-5 sm:px-8 ${look.frame}`;
  const words = (
    <>
      {before}
      <Eyebrow tone="light" className={before ? "mt-6" : undefined}>
        {eyebrow}
      </Eyebrow>
      <h1 id={titleId} className={`max-w-3xl leading-[1.05] ${look.title}`}>
        {title}
      </h1>
      {intro ? <HeroIntro brand={size === "brand"}>{intro}</HeroIntro> : null}
      {figures}
      {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
    </>
  );

  if (size === "brand") {
    return (
      <section aria-labelledby={titleId} className="dark bg-background text-foreground">
        <div className={frame}>
          <div>{words}</div>
          <div className="overflow-hidden rounded-lg shadow-lift">
            <ArtImage
              src={image}
              kind="brand"
              alt={imageAlt}
              sizes="(min-width: 1280px) 540px, (min-width: 1024px) 42vw, calc(100vw - 40px)"
              priority
              className="h-auto w-full"
            />
          </div>
        </div>
        <FirstViewRead />
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId} className="dark relative isolate overflow-hidden bg-background text-foreground">
      <ArtImage
        src={image}
        kind="scene"
        alt={imageAlt}
        sizes="100vw"
        priority
        className={`absolute inset-0 -z-10 h-full w-full object-cover ${look.image}`}
      />
      <div className={`absolute inset-0 -z-10 bg-gradient-to-r ${look.gradient}`} aria-hidden="true" />
      <div className={frame}>{words}</div>
      <FirstViewRead />
    </section>
  );
}

function HeroIntro({ brand, children }: { brand: boolean; children: ReactNode }) {
  if (brand) return <p className="mt-6 max-w-xl font-display text-2xl leading-snug text-foreground/90 italic">{children}</p>;
  return <div className="mt-6 max-w-xl text-lg leading-relaxed text-foreground/85">{children}</div>;
}
