import { Money } from "@/components/currency/money";
import { actorName, termsChanges } from "@/lib/deals/contracts/terms-words";
import { offerVersions } from "@/lib/deals/offers/offer-versions";
import { formatDate, formatDateTime } from "@/lib/format";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";

const outcomeWords = { accepted: "Accepted", declined: "Declined", withdrawn: "Withdrawn" } as const;

/** Every version of the offer, oldest first: its terms, who made it and when, and what it changed. */
export function OfferVersionsList({ offer, sellerName }: { offer: Offer; sellerName?: string | undefined }) {
  const versions = offerVersions(offer);
  const names = { buyer: offer.buyerName, seller: sellerName };
  // "by Julian Ashworth (buyer)", or "by the seller" while the seller's name is not known.
  const by = (side: DealSide) => actorName(side, names[side]).replace(/^The /, "the ");
  return (
    <section aria-labelledby="versions-title" className="grid gap-4">
      <h3 id="versions-title" className="text-2xl">
        Versions <span className="tabular font-sans text-sm text-muted-foreground">({versions.length})</span>
      </h3>
      <ol className="grid gap-4">
        {versions.map((version, index) => {
          const previous = versions[index - 1];
          const changes = previous ? termsChanges(previous.terms, version.terms) : [];
          const latest = index === versions.length - 1;
          return (
            <li key={version.number} className="rounded-lg border border-border bg-card p-5 shadow-soft">
              <h4 className="text-xl">
                Version {version.number}: {version.kind === "offer" ? "offer" : "counter-offer"} by {by(version.by)}
                {latest && offer.status !== "accepted" && offer.decision === undefined ? " (on the table)" : null}
              </h4>
              <p className="tabular mt-1 text-xs font-medium caps text-gold-ink">
                <time dateTime={version.at}>{formatDateTime(version.at)}</time>
              </p>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Offer amount</dt>
                <dd className="tabular font-medium">
                  <Money amount={version.terms.offerAmountCents} original="inline" />
                </dd>
                <dt className="text-muted-foreground">Deposit</dt>
                <dd className="tabular">
                  <Money amount={version.terms.depositCents} original="inline" />
                </dd>
                <dt className="text-muted-foreground">Closing date</dt>
                <dd>{formatDate(version.terms.closingDate)}</dd>
                <dt className="text-muted-foreground">Contingencies</dt>
                <dd className="whitespace-pre-line break-words">{version.terms.contingencies || "None"}</dd>
                <dt className="text-muted-foreground">Additional terms</dt>
                <dd className="whitespace-pre-line break-words">{version.terms.additionalTerms || "None"}</dd>
              </dl>
              {changes.length > 0 ? (
                <div className="mt-4 border-t border-border pt-3 text-sm">
                  <p className="font-medium">What changed</p>
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {offer.decision ? (
        <p className="rounded-lg border border-border p-4 text-sm">
          <strong>{outcomeWords[offer.decision.outcome]}</strong> by {by(offer.decision.by)} on{" "}
          <time dateTime={offer.decision.at}>{formatDateTime(offer.decision.at)}</time>.
        </p>
      ) : null}
    </section>
  );
}
