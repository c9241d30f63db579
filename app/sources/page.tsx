import type { Metadata } from "next";
import { ILLUSTRATIVE_MARK_TEXT } from "@/components/sources/illustrative-mark";
import { SourceEntry } from "@/components/sources/source-entry";
import { sources } from "@/lib/catalogue/sources";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Sources",
  description: `Where the figures on ${site.name} come from: each source with its publisher, its date and when we last compared the figure with our notes on it.`,
};

/** Every source a figure on the site rests on, with its dates (issue 28); a figure links to its entry here. */
export default function SourcesPage() {
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="text-xs font-medium caps-wide text-gold-ink">Figures and their sources</p>
      <h1 className="mt-4 text-5xl">Sources</h1>
      <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
        Each figure on a property page, in its calculators and in the currency switch links here when it rests on published research or a
        public schedule. A figure with no source is the site&apos;s own sample and says so with the mark &ldquo;{ILLUSTRATIVE_MARK_TEXT}
        &rdquo;: the buildings, their developers and their terms are fictional. The addresses are given as text; this site loads nothing
        from them. &ldquo;Compared with our notes&rdquo; is the day we last compared a figure with our research notes on its source, not a
        fresh reading of the publisher&apos;s page; the publisher&apos;s own date is the one under &ldquo;Published&rdquo;.
      </p>
      <ol className="mt-12 space-y-8" aria-label={`${sources.length} sources`}>
        {sources.map((source) => (
          <SourceEntry key={source.id} source={source} />
        ))}
      </ol>
    </article>
  );
}
