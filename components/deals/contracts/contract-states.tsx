import { Suspense, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { lazyPart } from "@/components/layout/lazy-part";

const LazyNotFound = lazyPart(
  () => import("./contract-not-found"),
  (module) => module.default,
);

/** An id with no contract in this browser (contract-not-found.tsx, loaded only when needed). */
export function ContractNotFound({ id }: { id: string }) {
  return (
    <Suspense fallback={null}>
      <LazyNotFound id={id} />
    </Suspense>
  );
}

/**
 * While the store opens: a quiet placeholder in the shape of the page, announced as loading, with
 * the page's heading when it is known before the store answers. It is at least a screen tall, so
 * the footer does not jump when the contract arrives (CLS 0).
 */
export function ContractLoading({
  label = "Loading the contract…",
  heading,
  width = "wide",
}: {
  label?: string;
  heading?: ReactNode;
  /** The page's column: wide (max-w-6xl) or narrow (max-w-4xl, the signing page). */
  width?: "wide" | "narrow";
}) {
  return (
    <div
      aria-busy="true"
      className={cn(
        "mx-auto min-h-[calc(100dvh-var(--header-height))] px-5 py-14 sm:px-8 sm:py-20",
        width === "wide" ? "max-w-6xl" : "max-w-4xl",
      )}
    >
      {heading}
      <p role="status" className={heading ? "sr-only" : "text-xs font-medium caps-wider text-muted-foreground"}>
        {label}
      </p>
      {heading ? null : <div className="mt-4 h-12 w-2/3 animate-pulse rounded-md bg-muted" />}
      <div className="mt-10 h-96 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}
