import { availabilityExplanations, formatShare, structureExplanations } from "@/lib/facts/describe";
import { estimateRentalRevenue, NIGHTS_A_YEAR } from "@/lib/facts/rental-revenue";
import { programmeAvailabilityLabels } from "@/lib/schemas/fact-values";
import { Money } from "@/components/currency/money";
import type { RentalProgramme } from "@/lib/schemas/residence-facts";
import { mutedCaps } from "@/components/ui/figures-look";
import { FigureSources } from "@/components/sources/figure-sources";
import { FIGURE_SOURCE_IDS } from "@/lib/facts/figure-sources";
import { FactsPart } from "./facts-part";

/**
 * Whether a residence can earn in the operator's rental programme, on what terms, and what a
 * typical year of it comes to (lib/facts/rental-revenue.ts), in plain words.
 */
export function FactsRentalProgramme({ programme }: { programme: RentalProgramme }) {
  return (
    <FactsPart
      id="facts-programme-title"
      title="Rental programme"
      sourceIds={programme.availability === "none" ? [] : FIGURE_SOURCE_IDS.programmeOwnerShare}
    >
      <p className="mt-5 text-lg font-medium">{programmeAvailabilityLabels[programme.availability]}</p>
      <p className="mt-2 text-sm text-muted-foreground">{availabilityExplanations[programme.availability]}</p>
      {programme.availability === "none" ? null : <ProgrammeTerms programme={programme} />}
    </FactsPart>
  );
}

function ProgrammeTerms({ programme }: { programme: Extract<RentalProgramme, { availability: "optional" | "mandatory" }> }) {
  const year = estimateRentalRevenue(programme);
  const terms = [
    ["Owner's share of revenue", formatShare(programme.ownerShareBps), FIGURE_SOURCE_IDS.programmeOwnerShare],
    ["Owner-use nights", `${programme.ownerUseNights} a year`, []],
    ["Average nightly rate, all year", <Money key="rate" amount={programme.nightlyRateCents} original="inline" />, []],
    ["Typical occupancy", formatShare(programme.occupancyBps), []],
  ] as const;
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">{structureExplanations[programme.structure]}</p>
      <dl className="tabular mt-6 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
        {terms.map(([term, value, sourceIds]) => (
          <div key={term} className="border-l-2 border-gold pl-4" data-figure="">
            <dt className={mutedCaps}>{term}</dt>
            <dd className="mt-1 text-xl font-medium">{value}</dd>
            <dd className="mt-1">
              <FigureSources ids={sourceIds} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-sm text-muted-foreground">
        The nightly rate is the programme&apos;s average over the whole year and all its residences, quiet weeks included; a single
        residence&apos;s own nightly rate in season, as a rental listing gives it, can be several times higher.
      </p>
      <p className="mt-6 rounded-md bg-ivory-deep px-5 py-4 text-sm leading-relaxed">
        <strong className="font-medium">A typical year:</strong> {year.nightsAvailable} nights offered ({NIGHTS_A_YEAR} less{" "}
        {programme.ownerUseNights} owner-use nights), about {year.nightsLet} of them let at {formatShare(programme.occupancyBps)} occupancy.
        At <Money amount={programme.nightlyRateCents} original="none" /> a night that is about{" "}
        <strong className="font-medium">
          <Money amount={year.grossCents} original="none" />
        </strong>{" "}
        of room revenue a year, of which the owner&apos;s {formatShare(programme.ownerShareBps)} share is{" "}
        <strong className="font-medium">
          <Money amount={year.ownerShareCents} original="none" />
        </strong>
        ; the operator keeps the rest.
      </p>
    </>
  );
}
