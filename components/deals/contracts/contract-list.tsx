"use client";

import Link from "next/link";
import { Suspense, useMemo } from "react";
import { buttonVariants } from "@/components/ui/button";
import { SlidersIcon } from "@/components/ui/icons/sliders";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { SearchField } from "@/components/forms/search-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  activeFilterCount,
  contractTabs,
  listContracts,
  parseListQuery,
  serializeListQuery,
  type ContractListQuery,
} from "@/lib/deals/contracts/list-query";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { store } from "@/lib/store";
import { replaceUrl, useUrlLocation } from "@/lib/use-url-location";
import { lazyPart } from "@/components/layout/lazy-part";
import { ContractCard } from "./contract-card";

// The filters dialog (Radix, form code) loads when Filters is first pressed.
const loadFilters = () => import("./contract-filters-dialog");
const ContractFiltersDialog = lazyPart(loadFilters, (module) => module.default);

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
  const contracts = useVisibleCollection(store.contracts);

  const update = (change: Partial<ContractListQuery>) => writeQuery({ ...current, ...change });
  const shown = listContracts(contracts.data, current);
  const filters = activeFilterCount(current);
  const searching = search.trim() !== "" || filters > 0;

  const panel = (
    <>
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
                  onClick={() => update({ statuses: [], minAmountCents: null, maxAmountCents: null, deadlineFrom: null, deadlineTo: null })}
                  className={buttonVariants({ variant: "outline", className: "mt-6" })}
                >
                  Clear filters
                </button>
              ) : null}
            </>
          ) : (
            <>
              <p className="mt-3 text-muted-foreground">Create your first contract to get started</p>
              <Link href="/contracts/new/" className={buttonVariants({ className: "mt-6" })}>
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
    </>
  );

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            id="contract-search"
            label="Search contracts"
            labelVariant="default"
            placeholder="Search by property or buyer"
            value={search}
            onChange={(q) => writeQuery({ ...current, q })}
          />
        </div>
        <button
          type="button"
          {...filtersDialog.triggerProps}
          onClick={filtersDialog.show}
          className={buttonVariants({ variant: "outline" })}
        >
          <SlidersIcon />
          Filters{filters > 0 ? <span className="tabular normal-case tracking-normal">({filters} on)</span> : null}
        </button>
      </div>

      <Tabs value={current.tab} onValueChange={(tab) => update({ tab: tab as ContractListQuery["tab"] })} gap="loose">
        <TabsList aria-label="Contract status">
          {contractTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {contractTabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {panel}
          </TabsContent>
        ))}
      </Tabs>

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
