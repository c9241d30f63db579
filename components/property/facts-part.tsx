import type { ReactNode } from "react";
import { FigureSources } from "@/components/sources/figure-sources";
import { partSubheading } from "@/components/ui/figures-look";

/**
 * One part of the residence facts section: a region named by its h3, with where its figures come
 * from under the heading (its sources, or the illustrative-sample mark where it has none).
 */
export function FactsPart({
  id,
  title,
  sourceIds,
  children,
}: {
  id: string;
  title: string;
  sourceIds: readonly string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={partSubheading}>
        {title}
      </h3>
      <p className="mt-2" data-section-sources="">
        <FigureSources ids={sourceIds} label={sourceIds.length ? "Sources:" : "Figures:"} />
      </p>
      {children}
    </section>
  );
}
