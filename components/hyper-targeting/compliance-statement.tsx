import { compliancePoints } from "./hyper-targeting-content";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The compliance statement: the rules every campaign keeps. */
export function ComplianceStatement() {
  return (
    <section aria-labelledby="compliance-title" className="rounded-lg border border-gold p-8 sm:p-12">
      <Eyebrow>Compliance statement</Eyebrow>
      <h2 id="compliance-title" className="mt-4 text-4xl">
        Precise, and within the rules
      </h2>
      <p className="mt-4 max-w-3xl leading-relaxed text-foreground/85">
        Hyper-targeting is only worth doing if the people it reaches would be glad to hear from you. Every campaign we run is designed to
        meet data-protection law and our own stricter standards.
      </p>
      <dl className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {compliancePoints.map((point) => (
          <div key={point.title}>
            <dt className="font-display text-2xl">{point.title}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{point.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
