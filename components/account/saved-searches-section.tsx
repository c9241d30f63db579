"use client";

import Link from "next/link";
import { useMemo } from "react";
import { buttonVariants } from "@/components/ui/button";
import { newestFirst } from "@/lib/account/activity";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { searchSources } from "@/lib/saved-searches/site-search-sources";
import { formatDate } from "@/lib/format";
import { deleteSavedSearch } from "@/lib/saved-searches/actions";
import { matchCountText, savedSearchHref, savedSearchMatches } from "@/lib/saved-searches/saved-search-matches";
import { searchSummary } from "@/lib/saved-searches/search-summary";
import type { SavedSearch } from "@/lib/schemas/saved-search";
import { store } from "@/lib/store";
import { KeptItem, KeptSection, SIGNED_OUT_NOTE, useRemoval } from "./kept-section";

const SECTION = "saved-searches";

const pageLabels: Record<SavedSearch["page"], string> = { "/buy": "Residences for sale", "/rent": "Residences to rent" };

/**
 * "Saved searches": each with its filters in words and how many residences match it now, counted
 * from the catalogue as the page itself would, an Open link to the filtered page and Delete.
 */
export function SavedSearchesSection({ signedIn }: { signedIn: boolean }) {
  const state = useVisibleCollection(store.savedSearches);
  const searches = useMemo(
    () =>
      newestFirst(state.data, (search) => search.createdAt).map((search) => ({
        search,
        summary: searchSummary(search.page, search.query, searchSources),
        matches: savedSearchMatches(search, searchSources),
      })),
    [state.data],
  );
  const removal = useRemoval(SECTION);
  return (
    <KeptSection
      id={SECTION}
      title="Saved searches"
      count={searches.length}
      loading={state.status === "loading"}
      empty={
        <p>
          No saved searches yet. Choose filters on{" "}
          <Link href="/buy" prefetch={false} className="text-gold-ink underline underline-offset-4">
            residences for sale
          </Link>{" "}
          or{" "}
          <Link href="/rent" prefetch={false} className="text-gold-ink underline underline-offset-4">
            residences to rent
          </Link>
          , then press Save this search.
        </p>
      }
    >
      {searches.map(({ search, summary, matches }) => (
        <KeptItem
          key={search.id}
          heading={search.name}
          actions={
            <>
              <Link href={savedSearchHref(search)} prefetch={false} className={buttonVariants({ variant: "default", size: "compact" })}>
                Open search<span className="sr-only"> “{search.name}”</span>
              </Link>
              <button
                type="button"
                onClick={() => removal(() => deleteSavedSearch(search.id), `Saved search “${search.name}” deleted`)}
                className={buttonVariants({ variant: "ghost-destructive", size: "compact" })}
              >
                Delete<span className="sr-only"> saved search {search.name}</span>
              </button>
            </>
          }
        >
          <p>
            {pageLabels[search.page]}: {summary}
          </p>
          <p className="tabular font-medium text-foreground">{matchCountText(matches)}</p>
          <p>
            Saved <time dateTime={search.createdAt}>{formatDate(search.createdAt)}</time>
          </p>
          {signedIn && search.ownerId === undefined ? <p>{SIGNED_OUT_NOTE}</p> : null}
        </KeptItem>
      ))}
    </KeptSection>
  );
}
