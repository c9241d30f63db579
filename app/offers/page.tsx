import type { Metadata } from "next";
import { Suspense } from "react";
import { OffersLoading } from "@/components/deals/offers-loading";
import { OffersRoute } from "@/components/deals/offers-route";

export const metadata: Metadata = {
  title: "Offers",
  description: "Offers made in this browser and their negotiation: every version, whose turn it is, counter, accept or decline.",
};

/** /offers/ lists the offers; /offers/?id=… is one offer's thread (a static page: the id is read in the browser). */
export default function OffersPage() {
  return (
    <div className="mx-auto max-w-5xl px-5 py-14 sm:px-8 sm:py-20">
      <Suspense fallback={<OffersLoading />}>
        <OffersRoute />
      </Suspense>
    </div>
  );
}
