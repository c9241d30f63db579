"use client";

import type { ReactNode } from "react";
import { CheckboxGroup } from "@/components/forms/checkbox-group";
import { CountedSelectFilter } from "@/components/forms/counted-select-filter";
import { OptionCount } from "@/components/forms/option-count";
import { RadioFilter } from "@/components/forms/radio-filter";
import type { FactChoices, FactFilters } from "@/lib/facts/fact-filters";
import type { FactOptionCounts } from "@/lib/facts/fact-option-counts";
import { programmeFilterLabels } from "@/lib/schemas/search-fact-values";
import { buildStageLabels, serviceLabels, type Service } from "@/lib/schemas/fact-values";

export type FactFieldsProps = {
  /** The prefix of the fields' ids. */
  idPrefix: string;
  filters: FactFilters;
  /** The filters this page offers; one with no choices is left out. */
  choices: FactChoices;
  /** How many results each choice would leave. */
  counts: FactOptionCounts;
  /** Called with the fact filters only; `withFactFilters` (lib/facts/fact-filters.ts) puts them back with the page's others. */
  onChange: (next: FactFilters) => void;
};

function setter({ filters, onChange }: Pick<FactFieldsProps, "filters" | "onChange">) {
  return <K extends keyof FactFilters>(key: K, value: FactFilters[K]) => {
    const next: FactFilters = {
      stage: filters.stage,
      programme: filters.programme,
      services: filters.services,
      operator: filters.operator,
    };
    next[key] = value;
    onChange(next);
  };
}

type FactRadioProps<T extends string> = {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  counts: Readonly<Record<string, number>>;
  onChange: (value: T | undefined) => void;
};

/** One fact filter as radios, "Any" first; left out when the page offers it no values. */
function FactRadio<T extends string>({ values, labels, value, onChange, ...props }: FactRadioProps<T>) {
  if (values.length === 0) return null;
  return (
    <RadioFilter
      {...props}
      anyLabel="Any"
      options={values.map((option) => ({ value: option, label: labels[option] }))}
      value={value ?? ""}
      onChange={(next) => onChange(values.find((option) => option === next))}
    />
  );
}

/** Status, rental programme and operator, each a single choice with its counts; `lead` goes first in the row. */
export function FactChoiceFields({ lead, ...props }: FactFieldsProps & { lead?: ReactNode }) {
  const { idPrefix, filters, choices, counts } = props;
  const set = setter(props);
  return (
    <div className="grid items-start gap-x-8 gap-y-6 md:grid-cols-2 lg:grid-cols-3">
      {lead}
      <FactRadio
        name={`${idPrefix}-status`}
        legend="Status"
        values={choices.stages}
        labels={buildStageLabels}
        value={filters.stage}
        counts={counts.stage}
        onChange={(stage) => set("stage", stage)}
      />
      <FactRadio
        name={`${idPrefix}-programme`}
        legend="Rental programme"
        values={choices.programmes}
        labels={programmeFilterLabels}
        value={filters.programme}
        counts={counts.programme}
        onChange={(programme) => set("programme", programme)}
      />
      {choices.operators.length > 0 ? (
        <CountedSelectFilter
          id={`${idPrefix}-operator`}
          label="Operator"
          anyLabel="Any operator"
          options={choices.operators}
          counts={counts.operator}
          value={filters.operator ?? ""}
          onChange={(value) => set("operator", value || undefined)}
        />
      ) : null}
    </div>
  );
}

/** The hotel services a result must include (several at once), each with how many results ticking it would leave. */
export function ServiceFilter(props: FactFieldsProps) {
  const { idPrefix, filters, choices, counts } = props;
  const set = setter(props);
  if (choices.services.length === 0) return null;
  return (
    <CheckboxGroup<Service>
      idPrefix={`${idPrefix}-service`}
      legend="Hotel services included"
      options={choices.services}
      checked={filters.services ?? []}
      onChange={(services) => set("services", services)}
      labelOf={(service) => (
        <span>
          {serviceLabels[service]}
          <OptionCount count={counts.services[service]} />
        </span>
      )}
    />
  );
}

/** Says the facts are illustrative, wherever a page filters by them. */
export function FactsNote() {
  return (
    <p className="text-sm text-muted-foreground">Residence facts are illustrative sample values, not any building&apos;s actual terms.</p>
  );
}
