"use client";

import { useCallback, type ReactNode } from "react";
import {
  activeListingFilterCount,
  EMPTY_LISTING_FILTERS,
  parseListingQuery,
  toListingQuery,
  type FilterableListing,
  type ListingFilters,
  type ListingQueryKey,
  type ListingSearchOptions,
} from "@/lib/buy/listing-filters";
import { listingOptionCounts, listingResults } from "@/lib/buy/listing-search";
import { clearedKeepingSort, withSortOrder } from "@/lib/facts/fact-sort";
import type { QueryReader } from "@/lib/query-params";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { DEFAULT_LISTING_VIEW, LISTING_VIEW_PREFERENCE, listingViewSchema } from "@/lib/buy/listing-view";
import { usePreference } from "@/lib/store";
import { EmptyResults } from "@/components/search/empty-results";
import { IgnoredNotice } from "@/components/search/ignored-notice";
import { ResultsStatus } from "@/components/search/results-status";
import { SortSelect } from "@/components/search/sort-select";
import { useDebouncedText } from "@/components/search/use-debounced-text";
import { ViewToggle } from "@/components/search/view-toggle";
import { SaveSearchButton } from "@/components/saved-searches/save-search-button";
import { ListingFilterForm } from "./listing-filter-form";
import { cn } from "@/lib/utils";

type BrowserProps = {
  listings: FilterableListing[];
  /** The values the search may take, the residence-fact choices included (lib/buy/searchable-listings.ts). */
  options: ListingSearchOptions;
  /** The server-rendered card of each listing, by listing id. */
  cards: Record<string, ReactNode>;
};

type ViewProps = BrowserProps & {
  filters: ListingFilters;
  ignored: ListingQueryKey[];
  setFilters: (next: ListingFilters) => void;
};

/** /buy's search and results, with the filters and the sort order read from and written to the URL. */
export function ListingBrowser(props: BrowserProps) {
  const { options } = props;
  const parseQuery = useCallback((params: QueryReader) => parseListingQuery(params, options), [options]);
  const writeQuery = useCallback((filters: ListingFilters) => toListingQuery(filters, options), [options]);
  const { state, setState } = useUrlState(parseQuery, writeQuery);
  return <ListingBrowserView {...props} {...state} setFilters={setState} />;
}

function ListingBrowserView({ listings, options, cards, filters, ignored, setFilters }: ViewProps) {
  const [view, setView] = usePreference(LISTING_VIEW_PREFERENCE, listingViewSchema, DEFAULT_LISTING_VIEW);
  const commitText = useCallback(
    (q: string) => {
      const next = { ...filters };
      if (q) next.q = q;
      else delete next.q;
      setFilters(next);
    },
    [filters, setFilters],
  );
  const [text, setText, flushText] = useDebouncedText(filters.q ?? "", commitText);

  const live: ListingFilters = { ...filters, q: text };
  const visible = listingResults(listings, live, options);
  const counts = listingOptionCounts(listings, live, options);
  const active = activeListingFilterCount(live);
  const clear = () => {
    setText("");
    setFilters(clearedKeepingSort(EMPTY_LISTING_FILTERS, filters));
  };
  const setSort = (sort: ListingFilters["sort"]) => setFilters(withSortOrder(filters, sort));

  return (
    <div className="space-y-8">
      <ListingFilterForm
        filters={filters}
        text={text}
        onTextChange={setText}
        onSubmitText={flushText}
        onChange={setFilters}
        factChoices={options.facts}
        factCounts={counts}
      />
      {ignored.length > 0 ? (
        <IgnoredNotice>
          {ignored.includes("hotel")
            ? "The hotel in your link is not one of our partner brands, so residences from every brand are shown."
            : "Part of your link was not recognised, so those filters were left out."}
        </IgnoredNotice>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ResultsStatus
          count={visible.length}
          total={listings.length}
          noun={["residence", "residences"]}
          activeFilters={active}
          onClear={clear}
        />
        <div className="flex flex-wrap items-end gap-4">
          <SaveSearchButton page="/buy" beforeOpen={flushText} />
          <SortSelect id="listing-sort" value={filters.sort} defaultLabel="Default order" onChange={setSort} />
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>
      {visible.length > 0 ? (
        <ul
          data-view={view}
          aria-label="Residences for sale"
          className={cn("group/results grid gap-8", view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1")}
        >
          {visible.map((listing) => (
            <li key={listing.id}>{cards[listing.id]}</li>
          ))}
        </ul>
      ) : (
        <EmptyResults
          title="No residences match"
          text="Try fewer filters, another city or a wider price range. Clearing them shows all residences again."
          onClear={clear}
        />
      )}
    </div>
  );
}
