import { capabilities } from "./hyper-targeting-content";

/** The four capability cards. */
export function Capabilities() {
  return (
    <section aria-labelledby="capabilities-title">
      <h2 id="capabilities-title" className="text-4xl sm:text-5xl">
        What the service offers
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {capabilities.map((capability, index) => (
          <li key={capability.title} className="rounded-lg border border-border bg-card p-8 shadow-soft">
            <p className="tabular font-display text-3xl text-gold-ink" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-4 text-2xl">{capability.title}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">{capability.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
