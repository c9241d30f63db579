import { SectionHeading } from "./section-heading";
import { cn } from "@/lib/utils";

type Benefit = { title: string; text: string };

/** A titled section of benefit cards (owners, realtors). `gridClassName` sets the columns. */
export function BenefitsSection({
  id,
  eyebrow,
  title,
  benefits,
  gridClassName,
}: {
  id: string;
  eyebrow: string;
  title: string;
  benefits: readonly Benefit[];
  gridClassName: string;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-24">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ul className={cn("mt-12 grid gap-6", gridClassName)}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-lg border border-border bg-card p-6 shadow-soft">
            <h3 className="text-2xl">{benefit.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
