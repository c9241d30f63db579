"use client";

import { lazy } from "react";

// The offer form (react-hook-form, zod, Radix Select, the listings) loads after the page, so its
// first load stays light; the page's <Suspense> shows a skeleton meanwhile.
// The chunk is requested as soon as this page's script runs, alongside hydration rather than after it.
const loading = typeof window === "undefined" ? null : import("./make-offer");
const MakeOffer = lazy(() => (loading ?? import("./make-offer")).then((module) => ({ default: module.MakeOffer })));

export function MakeOfferLoader() {
  return <MakeOffer />;
}
