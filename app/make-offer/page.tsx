import type { Metadata } from "next";
import { Suspense } from "react";
import { InlineScript } from "@/components/layout/inline-script";
import { MakeOfferForm } from "@/components/deals/make-offer/make-offer-form";
import { OfferFormPlaceholder } from "@/components/deals/make-offer/offer-form-placeholder";
import { OfferHeader } from "@/components/deals/make-offer/offer-header";
import { purchaseListings } from "@/lib/catalogue/listings";
import { offerHeaderFillScript } from "@/lib/first-paint/offer-header-fill-script";

export const metadata: Metadata = {
  title: "Make an Offer",
  description: "Make an offer on a hotel-branded residence: amount, down payment, financing, closing date and your terms.",
};

/**
 * The residence comes from ?listing= in the address, which a static page only knows in the
 * browser: the header is filled from it by an inline script before the first paint, so its
 * largest text is painted right and never changes.
 */
export default function MakeOfferPage() {
  return (
    <>
      <OfferHeader />
      <InlineScript code={offerHeaderFillScript(purchaseListings)} />
      <Suspense fallback={<OfferFormPlaceholder />}>
        <MakeOfferForm />
      </Suspense>
    </>
  );
}
