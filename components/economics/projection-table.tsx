"use client";

import type { ProjectionYear } from "@/lib/economics/maths/yield-projection";
import { moneyColumn } from "@/components/currency/money-column";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { FiguresTable } from "./figures-table";

const columns = [
  ["Nightly rate", (year: ProjectionYear) => year.nightlyRateCents],
  ["Gross room revenue", (year: ProjectionYear) => year.grossRevenue],
  ["Net income", (year: ProjectionYear) => year.netIncome],
  ["Net income so far", (year: ProjectionYear) => year.cumulativeNetIncome],
  ["Estimated value", (year: ProjectionYear) => year.estimatedValue],
] as const;

/** Every figure of the projection, a year a row: the chart's accessible alternative. Scrolls sideways on a phone. */
export function ProjectionTable({ years }: { years: readonly ProjectionYear[] }) {
  const texts = columns.map(([, of]) => moneyColumn(years.map(of)));
  return (
    <ScrollRegion label="The projection, year by year">
      <FiguresTable
        caption="The projection, year by year"
        headings={["Year", ...columns.map(([heading]) => heading)]}
        className="min-w-[36rem]"
        rows={years.map((year, row) => ({
          key: String(year.year),
          label: <span className="tabular">{year.year}</span>,
          figures: texts.map((column) => column[row]),
        }))}
      />
    </ScrollRegion>
  );
}
