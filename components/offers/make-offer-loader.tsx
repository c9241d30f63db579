"use client";

import { lazy } from "react";

// The offer form (react-hook-form, zod, Radix Select, the listings) loads after the page, so its
// first load stays light; the page's <Suspense> shows a skeleton meanwhile.
const MakeOffer = lazy(() => import("./make-offer").then((module) => ({ default: module.MakeOffer })));

export function MakeOfferLoader() {
  return <MakeOffer />;
}
