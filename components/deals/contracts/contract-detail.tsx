"use client";

import { Suspense } from "react";
import { useVisibleRecord } from "@/lib/account/use-visible-record";
import { store } from "@/lib/store";
import type { ContractHeadingData } from "@/lib/deals/contracts/preview";
import { lazyPart } from "@/components/layout/lazy-part";
import { ContractHeading, contractHeaderClass } from "./contract-heading";
import { ContractLoading, ContractNotFound } from "./contract-states";

// The view has nothing to show before the record arrives from the browser's store, so its code
// loads alongside the record rather than ahead of it: the import starts as soon as this page runs,
// while the store opens, and the page's first paint (the loading state) needs none of it.
const loadView = () => import("./contract-view");
if (typeof window !== "undefined") void loadView().catch(() => undefined); // retried when it renders
const ContractView = lazyPart(loadView, (module) => module.ContractView);

function headingOnly(contract: ContractHeadingData) {
  return (
    <header className={contractHeaderClass}>
      <ContractHeading contract={contract} />
    </header>
  );
}

/**
 * /contracts/{id}: the contract from the browser store, live across tabs. `preview` is the
 * build-time heading of a sample contract, shown until the store answers.
 */
export function ContractDetail({ id, preview }: { id: string; preview?: ContractHeadingData }) {
  const record = useVisibleRecord(store.contracts, id);
  if (record.status === "loading") return <ContractLoading heading={preview ? headingOnly(preview) : undefined} />;
  if (record.status === "missing" || !record.data) return <ContractNotFound id={id} />;
  return (
    <Suspense fallback={<ContractLoading heading={headingOnly(record.data)} />}>
      <ContractView contract={record.data} />
    </Suspense>
  );
}
