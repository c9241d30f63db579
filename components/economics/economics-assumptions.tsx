import { FFE_RESERVE_BPS } from "@/lib/economics/defaults";
import { ESTIMATE_DEFAULTS, NIGHTS_IN_YEAR, YIELD_ASSUMPTIONS } from "@/lib/schemas/economics-values";
import { formatShare } from "@/lib/facts/describe";
import { goldCaps } from "@/components/ui/figures-look";
import { FigureSources } from "@/components/sources/figure-sources";
import { FIGURE_SOURCE_IDS } from "@/lib/facts/figure-sources";
import type { HoldingCosts } from "@/lib/schemas/residence-facts";

/** One assumption in words, and the sources of its figures (none: the site's illustrative sample). */
type Assumption = readonly [text: string, sourceIds: readonly string[]];

function Assumptions({ items }: { items: readonly Assumption[] }) {
  return (
    <div className="mt-10 rounded-md border border-border bg-card px-5 py-4">
      <h3 className={goldCaps}>Assumptions</h3>
      <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-sm leading-relaxed text-foreground/85">
        {items.map(([text, sourceIds]) => (
          <li key={text} data-figure="">
            {text} <FigureSources ids={sourceIds} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const RATES = FIGURE_SOURCE_IDS.exchangeRates;

const NOT_AN_OFFER =
  "Worked out in US dollars, the listings' currency, each figure rounded to the cent once; shown in the currency chosen at the top of the page at the indicative rates given there. An estimate from illustrative figures, not a quote or an offer.";

/** What the monthly-cost estimate assumes (lib/economics/README.md: the model), in words, each with its sources. */
export function EstimateAssumptions({ hasProgramme, costs }: { hasProgramme: boolean; costs: HoldingCosts }) {
  const chargeSources = [...new Set(costs.purchaseCharges.flatMap((charge) => charge.sourceIds))];
  return (
    <Assumptions
      items={[
        [
          `A repayment mortgage by standard amortisation, to start with ${formatShare(ESTIMATE_DEFAULTS.downPaymentBps)} down, ${formatShare(ESTIMATE_DEFAULTS.annualRateBps)} a year over ${ESTIMATE_DEFAULTS.termYears} years: lenders often ask more than 20% down on a residence with hotel services.`,
          [],
        ],
        ["The building's property tax, on the price as the value.", costs.sources.propertyTax],
        [
          "The service charge (which pays the building's master insurance policy) and the brand or management fee, on the residence's area.",
          costs.sources.serviceCharge,
        ],
        [
          "The owner's own insurance of the interior and contents, on the residence's area; the building itself is insured through the service charge, so it is not counted twice.",
          costs.sources.ownerInsurance,
        ],
        [
          hasProgramme
            ? `A furniture and fittings (FF&E) reserve of ${formatShare(FFE_RESERVE_BPS)} of the value a year, because the building has a rental programme, which usually asks owners for the operator's furnishing package.`
            : "No furniture and fittings (FF&E) reserve: the building has no rental programme.",
          [],
        ],
        [
          "A year is twelve of the months shown. At purchase: the deposit (the down payment, or the whole price in cash), the transfer taxes and fees the buyer customarily pays in this market (the seller's are left out) and the title, legal and closing costs.",
          chargeSources,
        ],
        [NOT_AN_OFFER, RATES],
      ]}
    />
  );
}

/** What the yield simulator assumes, in words. */
export function YieldAssumptions() {
  return (
    <Assumptions
      items={[
        [
          "To start with, the programme's average nightly rate over the year and all its residences, its occupancy, owner-use nights and owner's share.",
          FIGURE_SOURCE_IDS.programmeOwnerShare,
        ],
        [
          `Nights available are the ${NIGHTS_IN_YEAR} nights of a year less the owner-use nights; nights let are whole nights, the nights available times the occupancy to the nearest night.`,
          [],
        ],
        [
          `Operator fees are a share of the owner's share, on top of the operator's own share of the revenue: ${formatShare(YIELD_ASSUMPTIONS.operatorFeeBps)} to start with, as the building's split already pays for running the programme.`,
          [],
        ],
        [
          "The costs of holding are the estimate's running costs without a mortgage (service charge, brand fee, property tax, the owner's insurance, FF&E reserve), so the net yield is on the price as if paid in cash.",
          [],
        ],
        [
          `Each year the nightly rate, the service charge, the brand fee and the owner's insurance grow by the nightly rate growth (${formatShare(YIELD_ASSUMPTIONS.rateGrowthBps)} a year to start with); property tax and the FF&E reserve follow the value, which changes by the change in value (${formatShare(YIELD_ASSUMPTIONS.appreciationBps)} a year to start with). Occupancy, owner-use nights and the shares stay as set.`,
          [],
        ],
        ["Break-even occupancy is the lowest occupancy at which the year's net income is zero or more.", []],
        [`${NOT_AN_OFFER} Not a forecast: no income is promised.`, RATES],
      ]}
    />
  );
}
