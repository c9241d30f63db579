import type { ReactNode } from "react";
import { partSubheading } from "@/components/ui/figures-look";

/** One part of the residence facts section: a region named by its h3. */
export function FactsPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={partSubheading}>
        {title}
      </h3>
      {children}
    </section>
  );
}
