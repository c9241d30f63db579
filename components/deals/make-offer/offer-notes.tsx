import { InfoIcon } from "@/components/ui/icons/info";

const alwaysNotes = [
  "All offers are subject to seller approval.",
  "A pre-qualification or proof of funds letter may be required.",
  "This offer form is not a binding contract.",
];

/** The notes that apply to every offer (spec section 1). */
export function OfferNotes() {
  return (
    <aside aria-labelledby="offer-notes-title" className="rounded-lg border border-border bg-ivory-deep p-6">
      <h2 id="offer-notes-title" className="text-2xl">
        Before you offer
      </h2>
      <ul className="mt-4 grid gap-3 text-sm leading-relaxed">
        {alwaysNotes.map((note) => (
          <li key={note} className="flex gap-2">
            <InfoIcon className="mt-0.5 text-gold-ink" />
            <span>{note}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-border pt-4 text-sm leading-relaxed text-muted-foreground">
        In this preview an offer is saved in your browser, where you can follow it on Your offers and My activity. It is not sent to the
        seller or to anyone else: the seller side answers it in this same browser (&ldquo;Respond as seller&rdquo; on the offer&rsquo;s
        page).
      </p>
    </aside>
  );
}
