"use client";

import { useCallback, useLayoutEffect, type ReactNode } from "react";
import { fragmentTarget } from "@/lib/fragment-target";
import { clearedKeepingSort, withSortOrder } from "@/lib/facts/fact-sort";
import { sortOrderLabels } from "@/lib/schemas/search-fact-values";
import type { QueryReader } from "@/lib/query-params";
import { useUrlState } from "@/lib/url-state/use-url-state";
import {
  activeResidenceFilterCount,
  EMPTY_RESIDENCE_FILTERS,
  parseResidenceQuery,
  residenceOptionCounts,
  residenceResults,
  toResidenceQuery,
  type FilterableResidence,
  type ResidenceFilters,
  type ResidenceSearchOptions,
} from "@/lib/residences/residence-search";
import { EmptyResults } from "@/components/search/empty-results";
import { IgnoredNotice } from "@/components/search/ignored-notice";
import { ResultsStatus } from "@/components/search/results-status";
import { SortSelect } from "@/components/search/sort-select";
import { ResidenceFilterForm } from "./residence-filter-form";

/** A building's section: its server-rendered heading (whose id labels the section) and its units, in order. */
export type BuildingGroup = { headingId: string; header: ReactNode; unitIds: string[] };

export type ResidenceBrowserProps = {
  residences: FilterableResidence[];
  options: ResidenceSearchOptions;
  /** The server-rendered card of each unit, by id. */
  cards: Record<string, ReactNode>;
  groups: BuildingGroup[];
};

const gridClass = "mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4";

/**
 * /residences' search and results, kept in the URL: grouped by building in the catalogue's
 * order, or, once a sort order is chosen, in one list in that order.
 */
export function ResidenceBrowser({ residences, options, cards, groups }: ResidenceBrowserProps) {
  const parseQuery = useCallback((params: QueryReader) => parseResidenceQuery(params, options), [options]);
  // Arriving by a link to a unit (/residences#residence-…-title), the route's jump came before
  // this list was loaded: go to the unit now that it is here.
  useLayoutEffect(() => {
    // A statement, not a return: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    fragmentTarget()?.scrollIntoView();
  }, []);
  const {
    state: { filters, ignored },
    setState: setFilters,
  } = useUrlState(parseQuery, toResidenceQuery);
  const visible = residenceResults(residences, filters);
  const shown = new Set(visible.map((residence) => residence.id));
  const card = (id: string) => <li key={id}>{cards[id]}</li>;
  const clear = () => setFilters(clearedKeepingSort(EMPTY_RESIDENCE_FILTERS, filters));
  const setSort = (sort: ResidenceFilters["sort"]) => setFilters(withSortOrder(filters, sort));

  return (
    <div className="space-y-8">
      <ResidenceFilterForm
        filters={filters}
        options={options}
        counts={residenceOptionCounts(residences, filters, options)}
        onChange={setFilters}
      />
      {ignored.length > 0 ? <IgnoredNotice>Part of your link was not recognised, so those filters were left out.</IgnoredNotice> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ResultsStatus
          count={visible.length}
          total={residences.length}
          noun={["residence", "residences"]}
          activeFilters={activeResidenceFilterCount(filters)}
          onClear={clear}
        />
        <SortSelect id="residence-sort" value={filters.sort} defaultLabel="By building" onChange={setSort} />
      </div>
      {visible.length === 0 ? (
        <EmptyResults
          title="No residences match"
          text="Try another building, status or fewer services. Clearing the filters shows every residence again."
          onClear={clear}
        />
      ) : filters.sort ? (
        <section aria-labelledby="sorted-residences-title">
          <h2 id="sorted-residences-title" className="sr-only">
            Residences, {sortOrderLabels[filters.sort].toLowerCase()}
          </h2>
          <ul aria-label="Featured residences" className={gridClass}>
            {visible.map((residence) => card(residence.id))}
          </ul>
        </section>
      ) : (
        <div className="space-y-20">
          {groups
            .filter((group) => group.unitIds.some((id) => shown.has(id)))
            .map((group) => (
              <section key={group.headingId} aria-labelledby={group.headingId}>
                {group.header}
                <ul className={gridClass}>{group.unitIds.filter((id) => shown.has(id)).map(card)}</ul>
              </section>
            ))}
        </div>
      )}
    </div>
  );
}
