"use client";

import Link from "next/link";
import { lazy, Suspense, useMemo, type ChangeEvent } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { SearchIcon } from "@/components/ui/icons/search";
import { SlidersIcon } from "@/components/ui/icons/sliders";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { TabStrip, tabPanelProps } from "@/components/ui/tab-strip";
import { activeFilterCount, contractTabs, listContracts, parseListQuery, serializeListQuery, type ContractListQuery } from "@/lib/contracts/list-query";
import { store, useCollection } from "@/lib/store";
import { replaceUrl, useUrlLocation } from "@/lib/use-url-location";
import { ContractCard } from "./contract-card";

// The filters dialog (Radix, form code) loads when Filters is first pressed.
const loadFilters = () => import("./contract-filters-dialog");
const ContractFiltersDialog = lazy(loadFilters);

const ID_BASE = "contract-status";

/** Writes the list state into the URL without a navigation. */
function writeQuery(query: ContractListQuery) {
  replaceUrl(`${window.location.pathname}${serializeListQuery(query)}`);
}

/** The /contracts list: search, status tabs, filters and sort over every contract in the store. */
export function ContractList() {
  const address = useUrlLocation()?.search ?? "";
  const current = useMemo(() => parseListQuery(new URLSearchParams(address)), [address]);
  const search = current.q;
  const filtersDialog = useLazyDialog(loadFilters);
  const contracts = useCollection(store.contracts);

  const update = (change: Partial<ContractListQuery>) => writeQuery({ ...current, ...change });
  const shown = listContracts(contracts.data, current);
  const filters = activeFilterCount(current);
  const searching = search.trim() !== "" || filters > 0;
  const changeSearch = (event: ChangeEvent<HTMLInputElement>) => writeQuery({ ...current, q: event.target.value });
  const searchRef = useTypedValue(search, changeSearch);

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <label htmlFor="contract-search" className="text-sm font-medium">
            Search contracts
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
            <input
              ref={searchRef}
              id="contract-search"
              type="search"
              value={search}
              onChange={changeSearch}
              placeholder="Search by property or buyer"
              autoComplete="off"
              maxLength={200}
              className="min-h-11 w-full rounded-md border border-muted-foreground/70 bg-card py-2 pr-3 pl-10 text-base outline-hidden placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
            />
          </div>
        </div>
        <button
          type="button"
          {...filtersDialog.triggerProps}
          onClick={filtersDialog.show}
          className={buttonClasses({ variant: "outline" })}
        >
          <SlidersIcon />
          Filters{filters > 0 ? <span className="tabular normal-case tracking-normal">({filters} on)</span> : null}
        </button>
      </div>

      <TabStrip
        label="Contract status"
        idBase={ID_BASE}
        items={contractTabs}
        value={current.tab}
        onValueChange={(tab) => update({ tab })}
      />

      <div {...tabPanelProps(ID_BASE, current.tab)} className="outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
        {contracts.status === "loading" ? (
          // A screen tall, so the footer does not jump when the list arrives (CLS 0).
          <p role="status" className="min-h-dvh py-16 text-center text-muted-foreground">
            Loading contracts…
          </p>
        ) : shown.length === 0 ? (
          <div className="rounded-lg border border-dashed border-border px-6 py-16 text-center">
            <h2 className="text-3xl">No contracts found</h2>
            {searching ? (
              <>
                <p className="mt-3 text-muted-foreground">Try adjusting your search</p>
                {filters > 0 ? (
                  <button
                    type="button"
                    onClick={() => update({ statuses: [], minAmount: null, maxAmount: null, deadlineFrom: null, deadlineTo: null })}
                    className={buttonClasses({ variant: "outline" }, "mt-6")}
                  >
                    Clear filters
                  </button>
                ) : null}
              </>
            ) : (
              <>
                <p className="mt-3 text-muted-foreground">Create your first contract to get started</p>
                <Link href="/contracts/new/" className={buttonClasses({}, "mt-6")}>
                  Create Contract
                </Link>
              </>
            )}
          </div>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {shown.map((contract) => (
              <li key={contract.id}>
                <ContractCard contract={contract} />
              </li>
            ))}
          </ul>
        )}
        {contracts.error ? (
          <p role="alert" className="mt-4 text-sm text-destructive">
            {contracts.error}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {contracts.status === "ready" ? `${shown.length} of ${contracts.data.length} contracts shown` : ""}
        </p>
      </div>

      {filtersDialog.mounted ? (
        <Suspense fallback={filtersDialog.fallback}>
          <ContractFiltersDialog
            open={filtersDialog.open}
            onOpenChange={filtersDialog.setOpen}
            query={current}
            onApply={(change) => update(change)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
