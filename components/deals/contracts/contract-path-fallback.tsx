"use client";

import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { NotFoundLogger } from "@/components/layout/not-found-logger";
import { CONTRACT_PATH_ATTRIBUTE, parseContractPath } from "@/lib/deals/contracts/contract-path";
import { lazyLayoutPart } from "@/components/layout/lazy-with-fallback";

// Every page ships this file (the 404 boundary belongs to the root layout), so it holds only the
// path check: the contract views load on a contract path. If they cannot be downloaded, the layout's
// page-level alert offers the reload (lazyLayoutPart), which keeps the inline alert off every page.
const ContractRoute = lazyLayoutPart(
  () => import("./contract-route"),
  (module) => module.default,
);

const subscribeNever = () => () => undefined;
const currentPath = () => window.location.pathname;
const noPathOnServer = () => null;

/**
 * The 404 page's one client part. A plain static host answers every unknown path with 404.html,
 * including /contracts/{id} (and /sign, /messages) of a contract created in this
 * browser, which no build knew. On such a path this renders the contract view from the
 * store; on any other path, the 404 content it was given, and logs the path.
 * The exported HTML (and the first render while hydrating) is always the 404 content, and the
 * 404 content is never a Suspense fallback, so it can never be on the page twice.
 */
export function ContractPathFallback({ children }: { children: ReactNode }) {
  const path = useSyncExternalStore(subscribeNever, currentPath, noPathOnServer);
  const route = useMemo(() => (path === null ? null : parseContractPath(path)), [path]);
  // The mark that hides the 404 text on a contract's address goes with this page, so a 404 shown
  // later by client-side navigation is visible.
  useEffect(() => () => document.documentElement.removeAttribute(CONTRACT_PATH_ATTRIBUTE), []);
  if (!route) {
    // The same shape before and after the path is known: the 404 content keeps its place in the
    // tree, so hydration never replaces it (a press on 'Return to Home' would be lost).
    return (
      <>
        {path === null ? null : <NotFoundLogger />}
        {children}
      </>
    );
  }
  return (
    // A plain line rather than the contract skeleton: this chunk stays small.
    <Suspense
      fallback={
        <p role="status" className="mx-auto max-w-6xl px-5 py-20 text-muted-foreground sm:px-8">
          Loading the contract…
        </p>
      }
    >
      <ContractRoute route={route} />
    </Suspense>
  );
}
