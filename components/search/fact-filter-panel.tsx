"use client";

import { activeFactFilterCount, withFactFilters, type FactFilters } from "@/lib/facts/fact-filters";
import { FactChoiceFields, FactsNote, ServiceFilter, type FactFieldsProps } from "./fact-filter-fields";
import { useOpenWhenSet } from "./filter-disclosure";

type FactFilterPanelProps = Omit<FactFieldsProps, "idPrefix"> & { id: string; hidden: boolean };

/**
 * The residence-fact filters a page offers (status, rental programme, operator, hotel services)
 * as one panel a disclosure button shows and hides (`id` is its aria-controls), with the note that
 * the facts are illustrative.
 */
export function FactFilterPanel({ id, hidden, ...fields }: FactFilterPanelProps) {
  return (
    <div id={id} hidden={hidden} className="mt-4 space-y-6">
      <FactChoiceFields idPrefix={id} {...fields} />
      <ServiceFilter idPrefix={id} {...fields} />
      <FactsNote />
    </div>
  );
}

/**
 * The state of a page's fact-filter panel `id`: the props of its DisclosureButton (open at first
 * when a fact filter is set, with how many are) and of the FactFilterPanel, whose changes go back
 * into the page's filters through `onChange`.
 */
export function useFactFilterPanel<F extends FactFilters>(id: string, filters: F, onChange: (next: F) => void) {
  const count = activeFactFilterCount(filters);
  const [open, setOpen] = useOpenWhenSet(count > 0);
  return {
    button: { open, onToggle: () => setOpen((wasOpen) => !wasOpen), controls: id, count },
    panel: { id, hidden: !open, filters, onChange: (facts: FactFilters) => onChange(withFactFilters(filters, facts)) },
  };
}
