import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/deals/contracts/page-header";
import { OffersLoading } from "@/components/deals/offers/offers-loading";
import { OffersRoute } from "@/components/deals/offers/offers-route";

export const metadata: Metadata = {
  title: "Offers",
  description: "Offers made in this browser and their negotiation: every version, whose turn it is, counter, accept or decline.",
};

/**
 * /offers/ lists the offers; /offers/?id=… is one offer's thread (a static page: the id is read in the browser).
 * The heading and what the page is are written at build time, so they are there at the first paint;
 * the list or the thread follows once the store has been read.
 */
export default function OffersPage() {
  return (
    <div className="mx-auto max-w-5xl px-5 py-14 sm:px-8 sm:py-20">
      <PageHeader
        eyebrow="Deals"
        title="Offers"
        description="Every offer made in this browser and its negotiation: each version, whose turn it is, and what either side may do next. Each party can use their own browser: you export each step as a signed deal message and send the file or link yourself, since this site sends nothing. One browser can also play both sides, as a demonstration."
      />
      <div className="mt-10">
        <Suspense fallback={<OffersLoading />}>
          <OffersRoute />
        </Suspense>
      </div>
    </div>
  );
}
