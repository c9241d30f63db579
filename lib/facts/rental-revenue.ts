import type { Cents } from "@/lib/money";
import { splitAmount, type BasisPoints } from "@/lib/money-shares";
import type { RentalProgramme } from "@/lib/schemas/residence-facts";

/** The nights of a year a rental programme can offer (leap days left out, as operators quote a year). */
export const NIGHTS_A_YEAR = 365;

type ProgrammeTerms = Pick<
  Extract<RentalProgramme, { availability: "optional" | "mandatory" }>,
  "ownerShareBps" | "ownerUseNights" | "nightlyRateCents" | "occupancyBps"
>;

/** What a residence would typically earn in its building's rental programme in a year. */
export type RentalRevenueEstimate = {
  /** The nights the owner does not keep for their own use. */
  nightsAvailable: number;
  /** The nights available at the typical occupancy, in whole nights. */
  nightsLet: number;
  /** Room revenue of the nights let at the typical nightly rate. */
  grossCents: Cents;
  /** The owner's share of the gross; the operator keeps the rest. */
  ownerShareCents: Cents;
  operatorShareCents: Cents;
};

function whole(value: number, max: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) throw new RangeError(`${what} must be a whole number from 0 to ${max}`);
  return value;
}

/** `rate` of `count`, rounded to a whole number, half up (integers throughout, no float error). */
function wholeShare(count: number, rate: BasisPoints): number {
  return Math.floor((count * rate + 5_000) / 10_000);
}

/**
 * The typical gross room revenue of a year in a rental programme and the owner's share of it:
 * nights available = 365 - owner-use nights; nights let = nights available x occupancy, rounded
 * to whole nights (a night is let or not, so the page's "about N nights at $X" multiplies out to
 * the gross it states); gross = nights let x nightly rate; the owner's share of the gross rounds
 * once, to the cent, and the operator's share is the rest.
 */
export function estimateRentalRevenue(terms: ProgrammeTerms): RentalRevenueEstimate {
  const ownerUseNights = whole(terms.ownerUseNights, NIGHTS_A_YEAR, "Owner-use nights");
  const occupancy = whole(terms.occupancyBps, 10_000, "Occupancy in basis points");
  const ownerShare = whole(terms.ownerShareBps, 10_000, "The owner's share in basis points");
  const rate = whole(terms.nightlyRateCents, Number.MAX_SAFE_INTEGER, "The nightly rate in cents");
  const nightsAvailable = NIGHTS_A_YEAR - ownerUseNights;
  const nightsLet = wholeShare(nightsAvailable, occupancy);
  const grossCents = nightsLet * rate;
  if (!Number.isSafeInteger(grossCents)) throw new RangeError("The gross revenue is too large to hold exactly");
  const [ownerShareCents, operatorShareCents] = splitAmount(grossCents, ownerShare);
  return { nightsAvailable, nightsLet, grossCents, ownerShareCents, operatorShareCents };
}
