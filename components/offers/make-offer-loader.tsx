"use client";

import { Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { lazyInSteps } from "@/lib/import-in-steps";
import { useSession } from "@/lib/auth/use-session";
import { resolveOfferListing } from "@/lib/offer-handoff";
import { offerHeaderText } from "@/lib/offer-header";
import { offerPropertyFrom } from "@/lib/offer-record";
import { OfferFormPlaceholder } from "./offer-form-placeholder";
import { OfferHeader } from "./offer-header";

// The form (react-hook-form, zod, Radix Select) loads after the page, so its first load stays
// light; it is requested alongside hydration, in two steps (lazyInSteps). The header,
// the page's largest text, is in the page's HTML already (app/make-offer/page.tsx).
const MakeOfferBody = lazyInSteps(() => import("@/lib/schemas/offer"), () => import("./make-offer"), (module) => module.MakeOfferBody);

/**
 * /make-offer: the listing comes from the URL (?listing=<id>, see lib/offer-handoff), so a reload
 * or a shared link keeps it; an unknown or missing id shows the spec's defaults.
 */
export function MakeOfferLoader() {
  const params = useSearchParams();
  const session = useSession();
  const listing = resolveOfferListing(params);
  const property = offerPropertyFrom(listing);

  return (
    <>
      <OfferHeader text={offerHeaderText(property, listing)} signedInAs={session ? `${session.firstName} ${session.lastName}` : null} />
      <Suspense fallback={<OfferFormPlaceholder />}>
        <MakeOfferBody property={property} session={session} />
      </Suspense>
    </>
  );
}
