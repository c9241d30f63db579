import { amountPerArea } from "@/lib/price-per-area";
import { SERVICE_VALUES, serviceLabels } from "@/lib/schemas/fact-values";
import type { Cents } from "@/lib/money";
import type { CompareColumn } from "./compare-column";

/** A value of one residence in one row, as data: the page formats it (lib/compare/format-cell.ts). */
export type CompareCell =
  | { kind: "money"; cents: Cents }
  /** Per square foot, and per square metre worked out from the whole amount (rounded once). */
  | { kind: "money-per-sqft"; cents: Cents; m2Cents?: Cents }
  | { kind: "area"; sqft: number }
  | { kind: "count"; value: number }
  | { kind: "count-of"; value: number; of: number }
  | { kind: "text"; text: string }
  | { kind: "yes-no"; yes: boolean }
  /** Net yield in basis points; null: the building has no rental programme. */
  | { kind: "yield"; bps: number | null };

/** Which way a row's best value lies. */
export type Better = "lower" | "higher";

export type CompareRow = {
  key: string;
  label: string;
  /** The heading the row sits under ("Services" for the yes-or-no rows), if any. */
  group?: string;
  /** Where the best value lies; null for a row that has no better or worse (a name, a status). */
  better: Better | null;
  /** The residences do not all have the same value (two or more residences only). */
  differs: boolean;
  cells: { value: CompareCell; best: boolean }[];
};

type RowDefinition = {
  key: string;
  label: string;
  group?: string;
  better: Better | null;
  cell: (column: CompareColumn) => CompareCell;
  /** The number the best value is judged by; null never wins (a yield without a programme). */
  rank?: (column: CompareColumn) => number | null;
};

const SERVICES_GROUP = "Services";

/** The rows of a comparison, in the order the page shows them, and which way each row's best lies. */
export const COMPARE_ROW_DEFINITIONS: readonly RowDefinition[] = [
  { key: "price", label: "Price", better: "lower", cell: (c) => ({ kind: "money", cents: c.priceCents }), rank: (c) => c.priceCents },
  {
    key: "price-per-sqft",
    label: "Price per sq ft",
    better: "lower",
    cell: (c) => ({ kind: "money-per-sqft", cents: c.pricePerSqftCents, m2Cents: amountPerArea(c.priceCents, c.sqft).m2 }),
    rank: (c) => c.pricePerSqftCents,
  },
  { key: "beds", label: "Bedrooms", better: "higher", cell: (c) => ({ kind: "count", value: c.beds }), rank: (c) => c.beds },
  { key: "baths", label: "Bathrooms", better: "higher", cell: (c) => ({ kind: "count", value: c.baths }), rank: (c) => c.baths },
  { key: "area", label: "Living area", better: "higher", cell: (c) => ({ kind: "area", sqft: c.sqft }), rank: (c) => c.sqft },
  { key: "brand", label: "Brand", better: null, cell: (c) => ({ kind: "text", text: c.brand }) },
  { key: "developer", label: "Developer", better: null, cell: (c) => ({ kind: "text", text: c.developer }) },
  { key: "operator", label: "Operator", better: null, cell: (c) => ({ kind: "text", text: c.operator }) },
  { key: "status", label: "Status", better: null, cell: (c) => ({ kind: "text", text: c.status }) },
  {
    key: "services",
    label: "Hotel services included",
    group: SERVICES_GROUP,
    better: "higher",
    cell: (c) => ({ kind: "count-of", value: c.services.length, of: SERVICE_VALUES.length }),
    rank: (c) => c.services.length,
  },
  ...SERVICE_VALUES.map((service): RowDefinition => ({
    key: `service-${service}`,
    label: serviceLabels[service],
    group: SERVICES_GROUP,
    better: null,
    cell: (c) => ({ kind: "yes-no", yes: c.services.includes(service) }),
  })),
  { key: "programme", label: "Rental programme", better: null, cell: (c) => ({ kind: "text", text: c.programme }) },
  {
    key: "monthly-cost",
    label: "Monthly cost of ownership",
    better: "lower",
    cell: (c) => ({ kind: "money", cents: c.monthlyCostCents }),
    rank: (c) => c.monthlyCostCents,
  },
  {
    key: "net-yield",
    label: "Estimated net yield",
    better: "higher",
    cell: (c) => ({ kind: "yield", bps: c.netYieldBps }),
    rank: (c) => c.netYieldBps,
  },
];

/**
 * The cells that hold the row's best value: with two or more residences that have a rank, the
 * lowest or highest (every one that ties for it), unless all of them tie, which leaves nothing to
 * single out. A residence without a rank (no rental programme, so no yield) is never best.
 */
function bestOf(definition: RowDefinition, columns: readonly CompareColumn[]): boolean[] {
  const { rank, better } = definition;
  if (!rank || !better || columns.length < 2) return columns.map(() => false);
  const ranks = columns.map(rank);
  const known = ranks.filter((value): value is number => value !== null);
  // A value that has nothing of its kind to be measured against (one yield beside residences without a programme) is not "best".
  if (known.length < 2) return columns.map(() => false);
  const top = better === "lower" ? Math.min(...known) : Math.max(...known);
  const best = ranks.map((value) => value === top);
  return best.every(Boolean) ? columns.map(() => false) : best;
}

/**
 * The comparison of `columns` (in their order) row by row: each cell's value, whether the row's
 * values differ, and which cells hold its best value.
 */
export function buildCompareRows(columns: readonly CompareColumn[]): CompareRow[] {
  return COMPARE_ROW_DEFINITIONS.map((definition) => {
    const values = columns.map(definition.cell);
    const keys = new Set(values.map((value) => JSON.stringify(value)));
    const best = bestOf(definition, columns);
    return {
      key: definition.key,
      label: definition.label,
      ...(definition.group ? { group: definition.group } : {}),
      better: definition.better,
      differs: columns.length > 1 && keys.size > 1,
      cells: values.map((value, index) => ({ value, best: best[index] ?? false })),
    };
  });
}
