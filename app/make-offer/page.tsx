import type { Metadata } from "next";
import { Suspense } from "react";
import { InlineScript } from "@/components/layout/inline-script";
import { MakeOfferLoader } from "@/components/offers/make-offer-loader";
import { OfferHeader } from "@/components/offers/offer-header";
import { OfferFormPlaceholder } from "@/components/offers/offer-form-placeholder";
import { offerHeaderFillScript } from "@/lib/offer-header-fill";
import { offerHeaderText } from "@/lib/offer-header";
import { DEFAULT_OFFER_PROPERTY } from "@/lib/offer-record";

export const metadata: Metadata = {
  title: "Make an Offer",
  description: "Make an offer on a hotel-branded residence: amount, down payment, financing, closing date and your terms.",
};

export default function MakeOfferPage() {
  return (
    // The residence comes from ?listing= in the URL, which a static page only knows in the browser.
    <Suspense fallback={<MakeOfferFirstPaint />}>
      <MakeOfferLoader />
    </Suspense>
  );
}

/**
 * The page's HTML: the header, filled from ?listing= by an inline script before the first paint
 * (so the largest text is painted at once and never changes), then a placeholder for the form.
 */
function MakeOfferFirstPaint() {
  return (
    <>
      <OfferHeader text={offerHeaderText(DEFAULT_OFFER_PROPERTY, null)} signedInAs={null} />
      <InlineScript code={offerHeaderFillScript()} />
      <OfferFormPlaceholder />
    </>
  );
}
