import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-classes";
import type { OfferHeaderText } from "@/lib/offer-header";

type OfferHeaderProps = {
  text: OfferHeaderText;
  /** The signed-in person's full name, or null. */
  signedInAs: string | null;
};

/**
 * The top of /make-offer: the residence, its listed price and facts, and the sign-in choices.
 * Every part that varies carries `data-offer-slot`, and the optional ones are always rendered
 * (hidden when empty): the page's HTML fills them from `?listing=` before the first paint
 * (lib/offer-header-fill.ts), with this same markup.
 */
export function OfferHeader({ text, signedInAs }: OfferHeaderProps) {
  return (
    <section aria-labelledby="offer-title" className="dark bg-background text-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_auto] lg:items-end lg:py-20">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold-light">Make an Offer</p>
          <h1 id="offer-title" data-offer-slot="name" className="mt-4 text-5xl leading-[1.05] sm:text-6xl">
            {text.name}
          </h1>
          <p data-offer-slot="location" hidden={!text.location} className="mt-3 text-lg text-foreground/85">
            {text.location}
          </p>
          <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-xs font-medium uppercase tracking-[0.2em] text-muted-foreground">Listed at</span>
            <span data-offer-slot="price" className="tabular font-display text-3xl text-gold-light">
              {text.price}
            </span>
            <span data-offer-slot="sold" hidden={!text.sold} className="rounded-sm border border-gold-light px-2 py-0.5 text-xs uppercase tracking-[0.14em]">
              Sold
            </span>
          </p>
          <ul
            aria-label="Residence facts"
            data-offer-slot="facts"
            hidden={text.facts.length === 0}
            className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-foreground/85"
          >
            {text.facts.map((fact) => (
              <li key={fact} className="tabular">
                {fact}
              </li>
            ))}
          </ul>
        </div>
        {/* Both alternatives are as tall, so the greeting that replaces the buttons moves nothing. */}
        {signedInAs ? (
          <p className="min-h-12 max-w-xs text-sm leading-relaxed text-foreground/85">
            Signed in as <span className="font-medium text-foreground">{signedInAs}</span>. Your details are filled in below.
          </p>
        ) : (
          <div data-offer-slot="sign-in" className="flex min-h-12 flex-wrap items-start gap-3">
            <Link href={text.loginHref} data-offer-slot="login" className={buttonClasses({ variant: "outline" })}>
              Broker Sign-In
            </Link>
            <Link href={text.loginHref} data-offer-slot="login" className={buttonClasses({ variant: "gold" })}>
              Buyer Sign-In
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
