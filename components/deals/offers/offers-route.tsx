"use client";

import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { useSessionState } from "@/lib/auth/use-session";
import { viewSide } from "@/lib/deals/offers/offer-view";
import { OffersLoading } from "./offers-loading";

// Either view needs the store's records before it can show anything, so its code loads while the store opens.
const loadThread = () => import("./offer-thread");
const loadList = () => import("./offer-list");
const OfferThread = lazyPart(loadThread, (module) => module.OfferThread);
const OfferList = lazyPart(loadList, (module) => module.OfferList);

/** /offers/: one offer's thread when the address names it (?id=), else the list; ?as= chooses the side. */
export function OffersRoute() {
  const params = useSearchParams();
  const session = useSessionState();
  if (session === undefined) return <OffersLoading />;
  const viewer = session ? { accountId: session.accountId, role: session.role } : null;
  const side = viewSide(params.get("as"), viewer);
  const id = params.get("id");
  return (
    <Suspense fallback={<OffersLoading label={id ? "Loading the offer…" : undefined} />}>
      {id ? <OfferThread id={id} side={side} viewer={viewer} /> : <OfferList side={side} viewer={viewer} />}
    </Suspense>
  );
}
