import { roadmapPhases } from "@/lib/catalogue/roadmap";
import { CheckIcon } from "@/components/ui/icons/check";

/** The three phases as a vertical timeline on a gold rule, each with its period and fee. */
export function RoadmapTimeline() {
  return (
    <ol className="relative mt-16 ml-5 space-y-14 border-l border-gold/60 pl-8 sm:pl-12">
      {roadmapPhases.map((phase) => (
        <li key={phase.phase} className="relative">
          <span
            aria-hidden="true"
            className="tabular absolute top-0 -left-[calc(2rem+1.25rem+1px)] flex size-10 items-center justify-center rounded-full border border-gold bg-background font-display text-xl text-gold-light sm:-left-[calc(3rem+1.25rem+1px)]"
          >
            {phase.phase}
          </span>
          <article aria-labelledby={`phase-${phase.phase}-title`} className="rounded-lg border border-border bg-card p-6 sm:p-8">
            <p className="text-xs font-medium caps-wide text-gold-light">
              Phase {phase.phase} <span aria-hidden="true">·</span>
              <span className="sr-only">,</span> {phase.period}
            </p>
            <h2 id={`phase-${phase.phase}-title`} className="mt-3 text-3xl sm:text-4xl">
              {phase.title}
            </h2>
            <p className="mt-4 inline-flex rounded-md border border-gold px-3 py-1.5 text-sm font-medium text-gold-light">
              <span className="sr-only">Fee: </span>
              {phase.fee}
            </p>
            <p className="mt-5 leading-relaxed text-foreground/85">{phase.description}</p>
            <ul className="mt-5 grid gap-2 text-sm sm:grid-cols-3 sm:gap-4">
              {phase.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 text-gold-light" />
                  {highlight}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}
