import { dataSources } from "./hyper-targeting-content";

/** The three kinds of source a campaign can draw on. */
export function DataSources() {
  return (
    <section aria-labelledby="sources-title">
      <h2 id="sources-title" className="text-4xl sm:text-5xl">
        Where the insight comes from
      </h2>
      <p className="mt-4 max-w-2xl text-muted-foreground">
        Each campaign uses only the sources you approve, and only as far as the law allows.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {dataSources.map((source) => (
          <li key={source.title} className="rounded-lg border border-border bg-ivory-deep p-8">
            <h3 className="text-2xl">{source.title}</h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{source.text}</p>
            <ul className="mt-5 space-y-2 text-sm">
              {source.examples.map((example) => (
                <li key={example} className="flex items-start gap-3">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-ink" aria-hidden="true" />
                  {example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
