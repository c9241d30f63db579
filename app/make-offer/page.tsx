import type { Metadata } from "next";
import { Suspense } from "react";
import { MakeOfferLoader } from "@/components/offers/make-offer-loader";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = {
  title: "Make an Offer",
  description: "Make an offer on a hotel-branded residence: amount, down payment, financing, closing date and your terms.",
};

export default function MakeOfferPage() {
  return (
    // The residence comes from ?listing= in the URL, which a static page only knows in the browser.
    <Suspense fallback={<MakeOfferSkeleton />}>
      <MakeOfferLoader />
    </Suspense>
  );
}

function MakeOfferSkeleton() {
  return (
    // At least a screen tall, so the footer does not jump when the form replaces it (CLS 0).
    <div aria-busy="true" aria-label="Loading the offer form" className="min-h-[calc(100dvh-var(--header-height))]">
      <div className="dark bg-background">
        <div className="mx-auto max-w-7xl space-y-4 px-5 py-14 sm:px-8 lg:py-20">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-14 w-2/3" />
          <Skeleton className="h-8 w-48" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-5 px-5 py-14 sm:px-8">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  );
}
