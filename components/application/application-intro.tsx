import { applicationStepTitles } from "@/lib/schemas/realtor-application";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The left column of /realtor-application: what the five sections ask, and what a preview does with it. */
export function ApplicationIntro() {
  return (
    <div className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
      <Eyebrow>Realtor Partnership</Eyebrow>
      <h1 className="mt-4 text-5xl leading-[1.05]">Partner application</h1>
      <p className="mt-5 leading-relaxed text-muted-foreground">
        Five short sections. Fields marked <span className="text-gold-ink">*</span> are required; you will need your real estate license as
        a PDF.
      </p>
      <ol className="mt-8 hidden gap-3 lg:grid">
        {applicationStepTitles.map((title, index) => (
          <li key={title} className="flex items-baseline gap-3 border-t border-border pt-3 text-sm">
            <span className="tabular font-display text-xl text-gold-ink">{index + 1}</span>
            <span>{title}</span>
          </li>
        ))}
      </ol>
      <div className="mt-8 hidden rounded-md border border-gold/60 bg-ivory-deep p-4 text-sm leading-relaxed lg:block">
        <p className="font-medium">70/30 commission split</p>
        <p className="mt-1 text-muted-foreground">
          70% to you, 30% to the platform, which covers marketing support, shared leads and transaction support.
        </p>
      </div>
      <p className="mt-6 text-sm leading-relaxed text-muted-foreground">
        Your answers and documents are kept in this browser as you go, so you can leave and come back. In this preview nothing is sent to
        our team.
      </p>
    </div>
  );
}
