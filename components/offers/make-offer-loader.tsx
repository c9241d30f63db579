"use client";

import { lazy, Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { loginHref } from "@/lib/auth/safe-next";
import { useSession } from "@/lib/auth/use-session";
import { makeOfferHref, OFFER_PATH, resolveOfferListing } from "@/lib/offer-handoff";
import { offerPropertyFrom } from "@/lib/offer-record";
import { OfferHeader } from "./offer-header";

// The form (react-hook-form, zod, Radix Select) loads after the page, so its first load stays
// light; the request starts as soon as this page's script runs, alongside hydration. The header,
// the page's largest text, renders with the page.
const loading = typeof window === "undefined" ? null : import("./make-offer");
const MakeOfferBody = lazy(() => (loading ?? import("./make-offer")).then((module) => ({ default: module.MakeOfferBody })));

/**
 * /make-offer: the listing comes from the URL (?listing=<id>, see lib/offer-handoff), so a reload
 * or a shared link keeps it; an unknown or missing id shows the spec's defaults.
 */
export function MakeOfferLoader() {
  const params = useSearchParams();
  const session = useSession();
  const listing = resolveOfferListing(params);
  const property = offerPropertyFrom(listing);
  const here = listing ? makeOfferHref(listing.id) : `${OFFER_PATH}/`;

  return (
    <>
      <OfferHeader
        property={property}
        sold={listing?.sold}
        loginHref={loginHref(here)}
        signedInAs={session ? `${session.firstName} ${session.lastName}` : null}
      />
      {/* A screen tall while the form loads, so the footer does not jump (CLS 0). */}
      <Suspense
        fallback={
          <div aria-busy="true" className="min-h-dvh">
            <p role="status" className="sr-only">
              Loading the offer form…
            </p>
          </div>
        }
      >
        <MakeOfferBody property={property} session={session} />
      </Suspense>
    </>
  );
}
