import type { ReactNode } from "react";
import { IllustrativeNote } from "@/components/facts/illustrative-note";
import { Eyebrow } from "@/components/ui/eyebrow";
import type { EstimateResidence } from "@/lib/economics/view-models";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import { MonthlyCostLoader, RentalYieldLoader } from "./calculator-loader";
import { EstimateAssumptions, YieldAssumptions } from "./economics-assumptions";

/** The link targets of the two sections: /{slug}#monthly-cost, /{slug}#rental-yield. */
export const MONTHLY_COST_ID = "monthly-cost";
export const RENTAL_YIELD_ID = "rental-yield";

function EstimateSection({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-border pt-14">
      <Eyebrow>Estimate</Eyebrow>
      <h2 id={`${id}-title`} className="mt-3 text-3xl sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 max-w-3xl leading-relaxed text-muted-foreground">{intro}</p>
      {children}
    </section>
  );
}

/**
 * The ownership economics of a property page (issue 16, parts 1 and 2): the monthly cost of
 * ownership, and where the building has a rental programme, the yield simulator. Their headings,
 * notes and assumptions are server-rendered; each calculator's HTML is made at build time with
 * the defaults and its code arrives when wanted (calculator-loader.tsx).
 */
export function PropertyEconomics({ residences, facts }: { residences: EstimateResidence[]; facts: ResidenceFacts }) {
  const costFacts = { holdingCosts: facts.holdingCosts, rentalProgramme: facts.rentalProgramme };
  const programme = facts.rentalProgramme;
  return (
    <>
      <EstimateSection
        id={MONTHLY_COST_ID}
        title="Estimate your monthly cost"
        intro="What owning a residence here could cost each month and at purchase: the mortgage, the running costs of a branded residence and the one-off costs. Change the inputs for your own estimate; the address keeps them, so its link shares the estimate."
      >
        <div className="mt-6">
          <IllustrativeNote what="the building's costs in this estimate" />
        </div>
        <MonthlyCostLoader residences={residences} facts={costFacts} />
        <EstimateAssumptions hasProgramme={programme.availability !== "none"} costs={facts.holdingCosts} />
      </EstimateSection>
      {programme.availability === "none" ? null : (
        <EstimateSection
          id={RENTAL_YIELD_ID}
          title="Rental programme: estimate the yield"
          intro={`What a residence could earn in the building's ${programme.availability} rental programme: the room revenue, the owner's share, the costs of holding and what is left, on the price and over ten years. Change the terms to test your own assumptions.`}
        >
          <div className="mt-6">
            <IllustrativeNote what="the programme's terms and the building's costs in this simulation" />
          </div>
          <RentalYieldLoader residences={residences} facts={costFacts} programme={programme} />
          <YieldAssumptions />
        </EstimateSection>
      )}
    </>
  );
}
