"use client";

import { useCallback, type ReactNode } from "react";
import { toIsoDate } from "@/lib/format";
import {
  activeRentalFilterCount,
  EMPTY_RENTAL_FILTERS,
  filterRentals,
  parseRentalQuery,
  rentalDateErrors,
  stayNights,
  toRentalQuery,
  type FilterableRental,
  type RentalFilters,
  type RentalQueryKey,
  type RentalSearchOptions,
} from "@/lib/rent/rental-filters";
import { rentalOptionCounts } from "@/lib/rent/rental-search";
import type { QueryReader } from "@/lib/query-params";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { BookingSearchContext } from "@/components/payments/booking-search";
import { EmptyResults } from "@/components/search/empty-results";
import { IgnoredNotice } from "@/components/search/ignored-notice";
import { ResultsStatus } from "@/components/search/results-status";
import { SaveSearchButton } from "@/components/saved-searches/save-search-button";
import { RentalFilterForm } from "./rental-filter-form";
import { StayNightsContext } from "./stay-quote";

type BrowserProps = {
  rentals: FilterableRental[];
  /** The values the search may take, the residence-fact choices included (lib/rent/searchable-rentals.ts). */
  options: RentalSearchOptions;
  /** The server-rendered card of each rental, by id. */
  cards: Record<string, ReactNode>;
};

type ViewProps = BrowserProps & {
  filters: RentalFilters;
  ignored: RentalQueryKey[];
  setFilters: (next: RentalFilters) => void;
};

/** /rent's search and results, with the search kept in the URL. */
export function RentalBrowser(props: BrowserProps) {
  const { options } = props;
  const parseQuery = useCallback((params: QueryReader) => parseRentalQuery(params, options), [options]);
  const writeQuery = useCallback((filters: RentalFilters) => toRentalQuery(filters, options), [options]);
  const { state, setState } = useUrlState(parseQuery, writeQuery);
  return <RentalBrowserView {...props} {...state} setFilters={setState} />;
}

function RentalBrowserView({ rentals, options, cards, filters, ignored, setFilters }: ViewProps) {
  const today = toIsoDate(new Date());
  const errors = rentalDateErrors(filters, today);
  const nights = stayNights(filters, today);
  const visible = filterRentals(rentals, filters);
  const clear = () => setFilters(EMPTY_RENTAL_FILTERS);

  return (
    <div className="space-y-8">
      <RentalFilterForm
        filters={filters}
        errors={errors}
        today={today}
        onChange={setFilters}
        factChoices={options.facts}
        factCounts={rentalOptionCounts(rentals, filters, options)}
      />
      {ignored.length > 0 ? (
        <IgnoredNotice>Part of your link was not recognised, so those search details were left out.</IgnoredNotice>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ResultsStatus
          count={visible.length}
          total={rentals.length}
          noun={["residence", "residences"]}
          activeFilters={activeRentalFilterCount(filters)}
          onClear={clear}
        />
        <SaveSearchButton page="/rent" />
      </div>
      {visible.length > 0 ? (
        <StayNightsContext value={nights}>
          <BookingSearchContext value={{ checkIn: filters.checkIn, checkOut: filters.checkOut, guests: filters.guests }}>
            <ul aria-label="Residences to rent" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((rental) => (
                <li key={rental.id}>{cards[rental.id]}</li>
              ))}
            </ul>
          </BookingSearchContext>
        </StayNightsContext>
      ) : (
        <EmptyResults
          title="No residences match"
          text="Try another place, fewer guests, amenities or services. Clearing the search shows every residence again."
          onClear={clear}
        />
      )}
    </div>
  );
}
