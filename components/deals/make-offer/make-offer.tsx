"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import { useSession } from "@/lib/auth/use-session";
import { purchaseListings } from "@/lib/catalogue/listings";
import { resolveOfferListing } from "@/lib/deals/offers/offer-handoff";
import { offerPropertyFrom } from "@/lib/deals/offers/offer-record";
import { useUrlLocation } from "@/lib/use-url-location";
import { OfferForm } from "./offer-form";
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
 * The offer form and its notes, below the header: for the listing of `?listing=` (the spec's
 * defaults for a missing or unknown one), with a signed-in person's details filled in.
 */
export function MakeOfferBody() {
  const router = useRouter();
  const location = useUrlLocation();
  const property = offerPropertyFrom(resolveOfferListing(new URLSearchParams(location?.search ?? ""), purchaseListings));
  const session = useSession();

  function cancel() {
    // Back where the person came from; a tab opened on this page has nowhere to go back to.
    if (canGoBackInSite()) router.back();
    else router.push("/buy");
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[1.6fr_1fr] lg:py-20">
      <OfferForm property={property} session={session} onCancel={cancel} />
      <div className="space-y-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
        <OfferNotes />
        <Link href="/residences" prefetch={false} className={buttonVariants({ variant: "outline", className: "w-full" })}>
          View Available Residences
        </Link>
      </div>
    </div>
  );
}
