"use client";

import { useId } from "react";
import { arc, pie, type PieArcDatum } from "d3-shape";
import type { CostLine, MonthlyCostKey } from "@/lib/economics/maths/ownership-cost";
import { CURRENCY_CODES } from "@/lib/schemas/currencies";
import { formatDisplayAmount } from "@/lib/currency/display-amount";
import type { Cents } from "@/lib/money";
import { costLooks, LookShape, TextureDef } from "./chart-series";

type Line = CostLine<MonthlyCostKey>;

const OUTER = 100;
const INNER = 64;

// d3-shape lays out the slices (pie) and draws each ring segment (arc); the rest is plain SVG.
const slices = pie<Line>()
  .value((line) => line.cents)
  .sort(null)
  .padAngle(0.012);
const ringSegment = arc<PieArcDatum<Line>>().innerRadius(INNER).outerRadius(OUTER).cornerRadius(1.5);

/**
 * "Mortgage payment 61%", each line as the chart's label says it: shares, the same in every
 * currency; the figures are in the table beside the chart, in the currency chosen in the header.
 */
function spokenLines(lines: readonly Line[], total: Cents): string {
  return lines.map((line) => `${line.label} ${Math.round((line.cents * 100) / total)}%`).join(", ");
}

/**
 * The monthly cost as a ring: one segment a line, in the breakdown's order from twelve o'clock,
 * the total in the middle. The table beside it (the accessible alternative) names every line
 * with the same swatch; the image's own label sums it up. Lines of $0 have no segment.
 */
export function CostDonut({ lines, total }: { lines: readonly Line[]; total: Cents }) {
  const prefix = useId();
  const shown = lines.filter((line) => line.cents > 0);
  const segments = total > 0 ? slices(shown) : [];
  const label =
    total > 0
      ? `Ring chart of the monthly cost, line by line: ${spokenLines(shown, total)}; the figures are in the table beside it.`
      : "No monthly cost.";
  return (
    <svg viewBox={`${-OUTER} ${-OUTER} ${OUTER * 2} ${OUTER * 2}`} role="img" aria-label={label} className="mx-auto block w-full max-w-56">
      <defs>
        {shown.map((line) => (
          <TextureDef key={line.key} id={`${prefix}${line.key}`} look={costLooks[line.key]} />
        ))}
      </defs>
      <circle r={(OUTER + INNER) / 2} fill="none" stroke="var(--ivory-deep)" strokeWidth={OUTER - INNER} />
      {segments.map((segment) => (
        <LookShape key={segment.data.key} look={costLooks[segment.data.key]} textureId={`${prefix}${segment.data.key}`}>
          {(fill) => (
            <path
              d={ringSegment(segment) ?? ""}
              fill={fill}
              stroke="var(--card)"
              strokeWidth="1"
              className="motion-safe:transition-[d] motion-safe:duration-300"
            />
          )}
        </LookShape>
      ))}
      <text y="-2" textAnchor="middle" className="tabular fill-foreground font-sans text-[17px] font-medium">
        {CURRENCY_CODES.map((currency) => (
          <tspan key={currency} data-in-currency={currency}>
            {formatDisplayAmount(total, "USD", currency, { scale: "whole" })}
          </tspan>
        ))}
      </text>
      <text y="18" textAnchor="middle" className="fill-muted-foreground font-sans text-[11px]">
        a month
      </text>
    </svg>
  );
}
