"use client";

import { lazyInSteps } from "@/components/layout/lazy-in-steps";

// The offer form (react-hook-form, zod, Radix Select) is in the page's HTML and hydrates when its
// code arrives, requested alongside the page's own (lazyInSteps), so the first load stays light.
// It takes no props: what it needs (the listing in the address, the session) it reads itself, so
// nothing above it changes before it has hydrated (React would then drop its HTML, and what was
// typed into it).
const MakeOfferBody = lazyInSteps(
  () => import("@/lib/schemas/offer"),
  () => import("./make-offer"),
  (module) => module.MakeOfferBody,
);

// A client component, not the lazy object itself: a server page can only render a component.
export function MakeOfferForm() {
  return <MakeOfferBody />;
}
