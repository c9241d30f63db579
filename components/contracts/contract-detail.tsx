"use client";

import { lazy, Suspense } from "react";
import { store, useRecord } from "@/lib/store";
import { ContractLoading, ContractNotFound } from "./contract-states";

// The view has nothing to show before the record arrives from the browser's store, so its code
// loads alongside the record rather than ahead of it: the import starts as soon as this page runs,
// while the store opens, and the page's first paint (the loading state) needs none of it.
const loadView = () => import("./contract-view");
if (typeof window !== "undefined") void loadView();
const ContractView = lazy(() => loadView().then((module) => ({ default: module.ContractView })));

/** /contracts/{id}: the contract from the browser store, live across tabs. */
export function ContractDetail({ id }: { id: string }) {
  const record = useRecord(store.contracts, id);
  if (record.status === "loading") return <ContractLoading />;
  if (record.status === "missing" || !record.data) return <ContractNotFound id={id} />;
  return (
    <Suspense fallback={<ContractLoading />}>
      <ContractView contract={record.data} />
    </Suspense>
  );
}
