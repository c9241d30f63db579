import { areaUnitLabels } from "@/lib/schemas/currencies";
import { formatSqft, type NumberRange } from "@/lib/format";
import type { AreaUnit } from "@/lib/schemas/display-preferences";

/** 1 m² = 10.7639 sq ft. The data holds square feet; square metres are worked out to show. */
export const SQFT_PER_SQUARE_METRE = 10.7639;

/** Whole square metres of an area in square feet: 2,400 sq ft -> 223. */
export function squareMetres(sqft: number): number {
  return Math.round(sqft / SQFT_PER_SQUARE_METRE);
}

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 2400 -> "2,400 sq ft" or "223 m²". Negative or non-finite areas give "". */
export function formatArea(sqft: number, unit: AreaUnit): string {
  if (unit === "sqft") return formatSqft(sqft);
  if (!Number.isFinite(sqft) || sqft < 0) return "";
  return `${wholeNumber.format(squareMetres(sqft))} ${areaUnitLabels.m2}`;
}

/** {min: 2400, max: 4200} -> "2,400–4,200 sq ft" or "223–390 m²"; a single value as one area. Unusable ranges give "". */
export function formatAreaRange({ min, max }: NumberRange, unit: AreaUnit): string {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) return "";
  if (min === max) return formatArea(min, unit);
  const [low, high] = unit === "sqft" ? [min, max] : [squareMetres(min), squareMetres(max)];
  return `${wholeNumber.format(low)}–${wholeNumber.format(high)} ${areaUnitLabels[unit]}`;
}
