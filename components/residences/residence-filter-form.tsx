"use client";

import { CountedSelectFilter } from "@/components/forms/counted-select-filter";
import { FactChoiceFields, FactsNote, ServiceFilter } from "@/components/search/fact-filter-fields";
import { DisclosureButton, useOpenWhenSet } from "@/components/search/filter-disclosure";
import { withFactFilters } from "@/lib/facts/fact-filters";
import type { ResidenceFilters, ResidenceOptionCounts, ResidenceSearchOptions } from "@/lib/residences/residence-search";

type ResidenceFilterFormProps = {
  filters: ResidenceFilters;
  options: ResidenceSearchOptions;
  counts: ResidenceOptionCounts;
  onChange: (next: ResidenceFilters) => void;
};

/** Building, status, rental programme and hotel services for /residences, each choice with its count. Every change applies at once. */
export function ResidenceFilterForm({ filters, options, counts, onChange }: ResidenceFilterFormProps) {
  const services = filters.services?.length ?? 0;
  const [servicesOpen, setServicesOpen] = useOpenWhenSet(services > 0);
  const fields = {
    idPrefix: "residence",
    filters,
    choices: options.facts,
    counts,
    onChange: (facts: ResidenceFilters) => onChange(withFactFilters(filters, facts)),
  };
  const setBuilding = (value: string) => {
    const next = { ...filters };
    if (options.buildings.some((option) => option.value === value)) next.building = value;
    else delete next.building;
    onChange(next);
  };

  return (
    <form
      role="search"
      aria-label="Filter featured residences"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="rounded-lg border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <FactChoiceFields
        {...fields}
        lead={
          <CountedSelectFilter
            id="residence-building"
            label="Building"
            anyLabel="Any building"
            options={options.buildings}
            counts={counts.building}
            value={filters.building ?? ""}
            onChange={setBuilding}
          />
        }
      />
      <div className="mt-5 space-y-4 border-t border-border pt-4">
        <DisclosureButton
          open={servicesOpen}
          onToggle={() => setServicesOpen((open) => !open)}
          controls="residence-services"
          count={services}
        >
          Hotel services
        </DisclosureButton>
        <div id="residence-services" hidden={!servicesOpen}>
          <ServiceFilter {...fields} />
        </div>
        <FactsNote />
      </div>
    </form>
  );
}
