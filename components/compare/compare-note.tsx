import { ESTIMATE_DEFAULTS, YIELD_ASSUMPTIONS } from "@/lib/schemas/economics-values";

const percent = (bps: number) => `${bps / 100}%`;

/** How the figures of /compare are made, said plainly: sample facts, and the assumptions of the two estimates. */
export function CompareNote() {
  return (
    <aside aria-labelledby="compare-note-title" className="mt-12 max-w-3xl text-sm leading-relaxed text-muted-foreground">
      <h2 id="compare-note-title" className="font-sans text-xs font-medium caps-wide text-foreground">
        About these figures
      </h2>
      <p className="mt-3">
        Illustrative estimates from sample facts: the developers, operators, costs of holding and rental terms are plausible values for each
        building&rsquo;s location and brand, not any building&rsquo;s real terms. A listing&rsquo;s price is its starting price.
      </p>
      <p className="mt-2">
        <strong className="font-medium text-foreground">Monthly cost of ownership</strong> assumes a {ESTIMATE_DEFAULTS.termYears}-year
        mortgage at {percent(ESTIMATE_DEFAULTS.annualRateBps)} with {percent(ESTIMATE_DEFAULTS.downPaymentBps)} down, plus property tax,
        service charge, brand or management fee, insurance and, where there is a rental programme, a furniture and fittings reserve.
      </p>
      <p className="mt-2">
        <strong className="font-medium text-foreground">Estimated net yield</strong> is one year in the building&rsquo;s rental programme at
        its typical nightly rate, occupancy, owner-use nights and owner&rsquo;s share, with{" "}
        {YIELD_ASSUMPTIONS.operatorFeeBps
          ? `${percent(YIELD_ASSUMPTIONS.operatorFeeBps)} operator fees`
          : "no operator fees beyond its share"}
        , less the running costs, as a share of the price paid in cash. It can be negative: the letting may not cover the costs.
      </p>
    </aside>
  );
}
