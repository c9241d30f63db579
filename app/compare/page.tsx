import type { Metadata } from "next";
import { CompareNote } from "@/components/compare/compare-note";
import { CompareViewLoader } from "@/components/compare/compare-view-loader";
import { Eyebrow } from "@/components/ui/eyebrow";
import { allCompareColumns } from "@/lib/compare/compare-column";

export const metadata: Metadata = {
  title: "Compare Residences",
  description:
    "Up to four branded residences side by side: price, price per sq ft, rooms, brand, developer, operator, status, hotel services, rental programme, monthly cost and estimated net yield.",
};

export default function ComparePage() {
  // Every comparable residence's column, computed at build time: the table picks the ones the
  // address names, so the page ships no catalogue and no economics code.
  const columns = allCompareColumns();
  return (
    <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-20 print:py-0">
      <header className="max-w-3xl">
        <Eyebrow>Compare</Eyebrow>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Compare Residences</h1>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground print:hidden">
          Up to four residences side by side, with what they cost to hold each month and what they could earn. Share this page&rsquo;s
          address to show someone the same comparison.
        </p>
      </header>
      {/* As tall as the empty state, so the page does not move when an empty list is read. */}
      <div className="mt-12 min-h-104 sm:min-h-76">
        <CompareViewLoader columns={columns} />
      </div>
      <CompareNote />
    </div>
  );
}
