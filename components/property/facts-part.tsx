import type { ReactNode } from "react";
import { factsSubheading } from "./facts-look";

/** One part of the residence facts section: a region named by its h3. */
export function FactsPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={factsSubheading}>
        {title}
      </h3>
      {children}
    </section>
  );
}
