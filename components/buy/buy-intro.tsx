import Link from "next/link";

const linkClass = "text-gold-ink underline decoration-1 underline-offset-4 hover:decoration-2";

const notes = [
  "Purchases over $1M may need extra verification.",
  "Transactions over $4M are guided by a dedicated concierge.",
  "Every offer is subject to the seller's approval.",
  "A pre-qualification or proof-of-funds letter may be required.",
  "An offer made here is an expression of interest, not a binding contract.",
];

/** What buying here involves, who helps, and where the fees are going. */
export function BuyIntro() {
  return (
    <section aria-labelledby="buy-intro-title" className="grid gap-12 lg:grid-cols-[3fr_2fr]">
      <div>
        <h2 id="buy-intro-title" className="text-3xl sm:text-4xl">
          From first look to closing, in one place
        </h2>
        <div className="mt-5 max-w-2xl space-y-4 leading-relaxed text-foreground/85">
          <p>
            Every residence here is attached to a hotel brand, with its service, its standards and its starting price stated up front.
            Search by name, brand or place, narrow by price, bedrooms and amenities, then make an offer when one feels right.
          </p>
          <p>
            Our{" "}
            <Link href="/about" className={linkClass}>
              Closing Team
            </Link>{" "}
            handles the rest: verification, escrow, contracts and the day you receive the keys. To see how the platform and its fees will
            grow, read the{" "}
            <Link href="/evolution-timeline" className={linkClass}>
              Evolution Timeline
            </Link>
            .
          </p>
        </div>
      </div>
      <aside aria-labelledby="buy-notes-title" className="rounded-lg border border-border bg-ivory-deep p-6">
        <h3 id="buy-notes-title" className="text-2xl">
          Good to know
        </h3>
        <ul className="mt-4 space-y-3 text-sm leading-relaxed">
          {notes.map((note) => (
            <li key={note} className="flex gap-3">
              <span className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-ink" aria-hidden="true" />
              {note}
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
