"use client";

import { useId } from "react";
import { line } from "d3-shape";
import { formatAxisMoney } from "@/lib/charts/axis-money";
import { linearScale, niceTicks } from "@/lib/charts/linear-scale";
import type { ProjectionYear } from "@/lib/economics/yield-projection";
import { formatMoney } from "@/lib/money";
import { LookShape, lossLook, netIncomeLook, Swatch, TextureDef } from "./chart-series";

// The drawing's own units: the SVG scales to its box, so text stays readable from 390 px up.
const WIDTH = 400;
const HEIGHT = 220;
const PLOT = { left: 46, right: 8, top: 10, bottom: 26 };

function spokenSummary(years: readonly ProjectionYear[]): string {
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return "No projection.";
  return (
    `Bar and line chart of the ${years.length}-year projection: net income of ${formatMoney(first.netIncome)} in year 1 and ` +
    `${formatMoney(last.netIncome)} in year ${last.year}; cumulative net income of ${formatMoney(last.cumulativeNetIncome)} after ` +
    `${last.year} years.`
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
  const y = linearScale([ticks[0] ?? 0, ticks.at(-1) ?? 1], [HEIGHT - PLOT.bottom, PLOT.top]);
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
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? "var(--ink)" : "var(--border)"} />
            <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="tabular fill-muted-foreground text-[11px]">
              {formatAxisMoney(tick)}
            </text>
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
