"use client";

import { lazy, Suspense, type ReactNode } from "react";

// Every page ships this file (the 404 boundary belongs to the root layout), so it only
// wraps: the path check and the contract views load when the 404 page is actually shown.
const ContractPathSwitch = lazy(() => import("./contract-path-switch"));

/**
 * The 404 page's one client part. A plain static host answers every unknown path with
 * 404.html, including /contracts/{id} (and /sign, /messages) of a contract created in this
 * browser, which no build knew. On such a path it renders the contract from the store; on any
 * other path, the 404 content it was given, and logs the path (contract-path-switch.tsx).
 */
export function ContractPathFallback({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <ContractPathSwitch>{children}</ContractPathSwitch>
    </Suspense>
  );
}
