import { processSteps } from "./hyper-targeting-content";

/** The four-step process, in order. */
export function ProcessSteps() {
  return (
    <section aria-labelledby="process-title" className="dark rounded-lg bg-background px-6 py-14 text-foreground sm:px-12">
      <h2 id="process-title" className="text-4xl sm:text-5xl">
        How it works
      </h2>
      <ol className="mt-10 grid gap-10 md:grid-cols-4">
        {processSteps.map((step, index) => (
          <li key={step.title} className="border-t border-gold pt-6">
            <p className="text-xs font-medium caps-wide text-gold-light">Step {index + 1}</p>
            <h3 className="mt-3 text-2xl">{step.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-foreground/80">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
