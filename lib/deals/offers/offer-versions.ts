import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide, OfferTerms } from "@/lib/schemas/offer-thread";
import { standardDeposit } from "./standard-deposit";

/** One version of an offer: the buyer's offer (number 1) or a counter-offer, with who made it and when. */
export type OfferVersion = {
  /** 1 for the offer as submitted, then 2, 3, … for each counter. */
  number: number;
  kind: "offer" | "counter";
  by: DealSide;
  /** ISO timestamp. */
  at: string;
  terms: OfferTerms;
};

/** The terms the buyer submitted (an offer saved before deposits were recorded proposes the standard one). */
export function submittedTerms(offer: Offer): OfferTerms {
  return {
    offerAmountCents: offer.offerAmountCents,
    depositCents: offer.depositCents ?? standardDeposit(offer.offerAmountCents),
    closingDate: offer.closingDate,
    contingencies: offer.contingencies ?? "",
    additionalTerms: offer.additionalTerms ?? "",
  };
}

/** Every version, oldest first: an offer saved before negotiation existed has exactly one. */
export function offerVersions(offer: Offer): OfferVersion[] {
  const first: OfferVersion = { number: 1, kind: "offer", by: "buyer", at: offer.createdAt, terms: submittedTerms(offer) };
  const counters = (offer.counters ?? []).map((counter, index): OfferVersion => ({
    number: index + 2,
    kind: "counter",
    by: counter.by,
    at: counter.at,
    terms: counter.terms,
  }));
  return [first, ...counters];
}

/** The version on the table: the one an acceptance agrees to. */
export function latestVersion(offer: Offer): OfferVersion {
  const versions = offerVersions(offer);
  return versions[versions.length - 1] as OfferVersion;
}

type Described = { label: string; show: (terms: OfferTerms) => string; long?: boolean };

const describedTerms: readonly Described[] = [
  { label: "offer amount", show: (terms) => formatMoney(terms.offerAmountCents) },
  { label: "deposit", show: (terms) => formatMoney(terms.depositCents) },
  { label: "closing date", show: (terms) => formatDate(terms.closingDate) },
  { label: "contingencies", show: (terms) => terms.contingencies.trim(), long: true },
  { label: "additional terms", show: (terms) => terms.additionalTerms.trim(), long: true },
];

/** Whether two versions propose the same terms (text compared as trimmed). */
export function sameTerms(a: OfferTerms, b: OfferTerms): boolean {
  return termsChanges(a, b).length === 0;
}

/**
 * What `next` changes from `previous`, in words: `offer amount $8,400,000 (was $8,250,000)`,
 * `contingencies now "Inspection within 5 days"`, `additional terms removed`. Long text is given
 * once, as it now reads; the versions themselves keep every word.
 */
export function termsChanges(previous: OfferTerms, next: OfferTerms): string[] {
  return describedTerms.flatMap(({ label, show, long }) => {
    const [before, after] = [show(previous), show(next)];
    if (before === after) return [];
    if (!long) return [`${label} ${after} (was ${before})`];
    return [after ? `${label} now "${after}"` : `${label} removed`];
  });
}

/** `$8,250,000 with a $825,000 deposit, closing Jan 29, 2027`: a version's main terms in one phrase. */
export function termsSummary(terms: OfferTerms): string {
  return `${formatMoney(terms.offerAmountCents)} with a ${formatMoney(terms.depositCents)} deposit, closing ${formatDate(terms.closingDate)}`;
}
