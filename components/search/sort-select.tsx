"use client";

import { SelectFilter } from "@/components/forms/select-filter";
import { SORT_ORDER_VALUES, sortOrderLabels, type SortOrder } from "@/lib/schemas/search-fact-values";

const sortChoices = SORT_ORDER_VALUES.map((order) => ({ value: order, label: sortOrderLabels[order] }));

type SortSelectProps = {
  id: string;
  value: SortOrder | undefined;
  /** What no sort order means on this page, like "Default order". */
  defaultLabel: string;
  onChange: (order: SortOrder | undefined) => void;
};

/** "Sort by": price either way, price per sq ft, monthly holding cost or newest completion. */
export function SortSelect({ id, value, defaultLabel, onChange }: SortSelectProps) {
  return (
    <SelectFilter
      id={id}
      label="Sort by"
      anyLabel={defaultLabel}
      options={sortChoices}
      value={value ?? ""}
      onChange={(next) => onChange(SORT_ORDER_VALUES.find((order) => order === next))}
    />
  );
}
