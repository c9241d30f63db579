import { lazy, Suspense } from "react";

const LazyNotFound = lazy(() => import("./contract-not-found"));

/** An id with no contract in this browser (contract-not-found.tsx, loaded only when needed). */
export function ContractNotFound({ id }: { id: string }) {
  return (
    <Suspense fallback={null}>
      <LazyNotFound id={id} />
    </Suspense>
  );
}

/** While the store opens: a quiet placeholder, announced as loading. */
export function ContractLoading({ label = "Loading the contract…" }: { label?: string }) {
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
      <p role="status" className="text-muted-foreground">
        {label}
      </p>
      <div className="mt-6 h-48 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
