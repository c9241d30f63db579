"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { loginHref } from "@/lib/auth/safe-next";
import { useSession } from "@/lib/auth/use-session";
import { makeOfferHref, OFFER_PATH, resolveOfferListing } from "@/lib/offer-handoff";
import { offerPropertyFrom } from "@/lib/offer-record";
import { OfferForm } from "./offer-form";
import { OfferHeader } from "./offer-header";
import { OfferNotes } from "./offer-notes";

type NavigationLike = { currentEntry?: { index: number } | null };

/**
 * Whether history back stays on this site. The Navigation API lists only this site's entries of
 * the tab, so index 0 means the visit started here (a new tab, a pasted link); without the API,
 * any earlier entry counts.
 */
function canGoBackInSite(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return window.history.length > 1;
}

/**
 * /make-offer: the listing comes from the URL (?listing=<id>, see lib/offer-handoff), so a reload
 * or a shared link keeps it; an unknown or missing id shows the spec's defaults.
 */
export function MakeOffer() {
  const params = useSearchParams();
  const router = useRouter();
  const session = useSession();
  const listing = resolveOfferListing(params);
  const property = offerPropertyFrom(listing);
  const here = listing ? makeOfferHref(listing.id) : `${OFFER_PATH}/`;

  function cancel() {
    // Back where the person came from; a tab opened on this page has nowhere to go back to.
    if (canGoBackInSite()) router.back();
    else router.push("/buy");
  }

  return (
    <>
      <OfferHeader
        property={property}
        sold={listing?.sold}
        loginHref={loginHref(here)}
        signedInAs={session ? `${session.firstName} ${session.lastName}` : null}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[1.6fr_1fr] lg:py-20">
        {/* Re-mounted when the session arrives, so its details fill the empty form. */}
        <OfferForm key={session?.accountId ?? "guest"} property={property} session={session} onCancel={cancel} />
        <div className="space-y-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <OfferNotes />
          <Link href="/residences" prefetch={false} className={buttonVariants({ variant: "outline", className: "w-full" })}>
            View Available Residences
          </Link>
        </div>
      </div>
    </>
  );
}
