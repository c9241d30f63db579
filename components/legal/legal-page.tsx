import type { ReactNode } from "react";

/** A quiet long-form layout for the legal pages. */
export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-24">
      <p className="text-xs font-medium caps-wide text-gold-ink">Last updated {updated}</p>
      <h1 className="mt-4 text-5xl">{title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{intro}</p>
      <div className="mt-12 space-y-10 leading-relaxed [&_h2]:text-3xl [&_p]:mt-3 [&_p]:text-foreground/85 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:text-foreground/85">
        {children}
      </div>
    </article>
  );
}
