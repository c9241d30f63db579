import { formatDate } from "@/lib/format";
import { formatMoney } from "@/lib/money";
import type { DealSide, OfferTerms } from "@/lib/schemas/offer-thread";

/*
 * Offer terms in words: the negotiation's list of versions and the contract's timeline (which
 * records each version's terms as data and words them when shown) say them the same way.
 */

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

/** "Julian Ashworth (buyer)", "Collins Dune Holdings LLC (seller)", or "The seller" when no name is known. */
export function actorName(side: DealSide, name: string | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} (${side})` : `The ${side}`;
}
