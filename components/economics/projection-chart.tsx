"use client";

import { useId } from "react";
import { line } from "d3-shape";
import { currencyAxes } from "@/lib/charts/currency-axes";
import { linearScale, niceTicks } from "@/lib/charts/linear-scale";
import type { ProjectionYear } from "@/lib/economics/maths/yield-projection";
import { LookShape, lossLook, netIncomeLook, Swatch, TextureDef } from "./chart-series";

// The drawing's own units: the SVG scales to its box, so text stays readable from 390 px up.
const WIDTH = 400;
const HEIGHT = 220;
const PLOT = { left: 46, right: 8, top: 10, bottom: 26 };

// The label says what the chart shows, not its figures: those are in the table below, in the
// currency chosen in the header (a label has no way to follow the switch without a render).
function spokenSummary(years: readonly ProjectionYear[]): string {
  const losses = years.filter((year) => year.netIncome < 0).length;
  if (years.length === 0) return "No projection.";
  return (
    `Bar and line chart of the ${years.length}-year projection: net income in each year and net income so far` +
    (losses === 0 ? ", a gain in every year" : losses === years.length ? ", a loss in every year" : `, a loss in ${losses} of the years`) +
    "; every figure is in the table below."
  );
}

/**
 * The projection year by year: a bar for each year's net income (a loss hangs below the zero line,
 * in a striped red) and a line for the net income so far. The table under it holds every figure.
 */
export function ProjectionChart({ years }: { years: readonly ProjectionYear[] }) {
  const textureId = `${useId()}loss`;
  const amounts = years.flatMap((year) => [year.netIncome, year.cumulativeNetIncome]);
  const ticks = niceTicks(Math.min(0, ...amounts), Math.max(0, ...amounts), 4);
  const domain = [ticks[0] ?? 0, ticks.at(-1) ?? 1] as const;
  const range = [HEIGHT - PLOT.bottom, PLOT.top] as const;
  const y = linearScale(domain, range);
  const band = (WIDTH - PLOT.left - PLOT.right) / Math.max(1, years.length);
  const centre = (index: number) => PLOT.left + band * (index + 0.5);
  const cumulative = line<ProjectionYear>()
    .x((_, index) => centre(index))
    .y((year) => y(year.cumulativeNetIncome))(years);
  return (
    <figure className="grid gap-3">
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-hidden="true">
        {years.some((year) => year.netIncome >= 0) ? (
          <li className="flex items-center gap-2">
            <Swatch look={netIncomeLook} />
            Net income in the year
          </li>
        ) : null}
        {years.some((year) => year.netIncome < 0) ? (
          <li className="flex items-center gap-2">
            <Swatch look={lossLook} />A loss in the year
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 20 12" className="h-3 w-5">
            <line x1="0" y1="6" x2="20" y2="6" stroke="var(--ink)" strokeWidth="2" />
            <circle cx="10" cy="6" r="3" fill="var(--ink)" />
          </svg>
          Net income so far
        </li>
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={spokenSummary(years)} className="block w-full max-w-xl">
        <defs>
          <TextureDef id={textureId} look={lossLook} />
        </defs>
        {currencyAxes(domain, range).map((axis) => (
          <g key={axis.currency} data-in-currency={axis.currency}>
            {axis.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={PLOT.left}
                  x2={WIDTH - PLOT.right}
                  y1={tick.position}
                  y2={tick.position}
                  stroke={tick.value === 0 ? "var(--ink)" : "var(--border)"}
                />
                <text
                  x={PLOT.left - 6}
                  y={tick.position}
                  dy="0.32em"
                  textAnchor="end"
                  className="tabular fill-muted-foreground text-[11px]"
                >
                  {tick.label}
                </text>
              </g>
            ))}
          </g>
        ))}
        {years.map((year, index) => {
          const top = Math.min(y(year.netIncome), y(0));
          const look = year.netIncome < 0 ? lossLook : netIncomeLook;
          return (
            <g key={year.year}>
              <LookShape look={look} textureId={textureId}>
                {(fill) => (
                  <rect
                    x={centre(index) - band * 0.3}
                    y={top}
                    width={band * 0.6}
                    height={Math.abs(y(year.netIncome) - y(0))}
                    fill={fill}
                    className="motion-safe:transition-all motion-safe:duration-300"
                  />
                )}
              </LookShape>
              <text x={centre(index)} y={HEIGHT - 8} textAnchor="middle" className="tabular fill-muted-foreground text-[11px]">
                {year.year}
              </text>
            </g>
          );
        })}
        <path d={cumulative ?? ""} fill="none" stroke="var(--ink)" strokeWidth="2" />
        {years.map((year, index) => (
          <circle key={year.year} cx={centre(index)} cy={y(year.cumulativeNetIncome)} r="3" fill="var(--ink)" stroke="var(--card)" />
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Years of ownership 1 to {years.length}; every figure is in the table below.
      </figcaption>
    </figure>
  );
}
