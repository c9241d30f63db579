"use client";

import Link from "next/link";
import { useState } from "react";
import { Money } from "@/components/currency/money";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { latestVersion } from "@/lib/deals/offers/offer-versions";
import { offerPath, offersPath } from "@/lib/deals/offers/offer-paths";
import { dealsSeenBy, offerVisibleAs, type Viewer } from "@/lib/deals/offers/offer-view";
import { formatDate } from "@/lib/format";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { store, useCollection } from "@/lib/store";
import { MessageImport } from "./message-import";
import { OffersLoading } from "./offers-loading";
import { SideSwitch } from "./side-switch";

const intro: Record<DealSide, string> = {
  buyer: "The offers you made, newest first, with where each deal stands.",
  seller: "The offers to answer as the seller: counter, accept or decline each one.",
};

/** The address, when it was opened with a deal message in its fragment (#message=…; the fragment never reaches a server). */
function messageInAddress(): string | null {
  return typeof window !== "undefined" && window.location.hash.startsWith("#message=") ? window.location.href : null;
}

/** The address without its fragment, once the message in it was imported or put aside. */
function forgetMessageInAddress(): void {
  if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/** /offers/: the offers this side may see, each with its latest terms and its stage, linked to its thread. */
export function OfferList({ side, viewer }: { side: DealSide; viewer: Viewer }) {
  const offers = useCollection(store.offers);
  const contracts = useCollection(store.contracts);
  const transactions = useCollection(store.transactions);
  const [fromAddress, setFromAddress] = useState(messageInAddress);
  if ([offers, contracts, transactions].some((state) => state.status === "loading")) return <OffersLoading />;
  const visible = offers.data.filter((offer) => offerVisibleAs(offer, side, viewer));
  const deals = dealsSeenBy(visible, viewer, contracts.data, transactions.data);

  return (
    <div className="grid gap-8">
      <header>
        <h2 className="text-3xl sm:text-4xl">{side === "seller" ? "Offers to answer" : "Your offers"}</h2>
        <p className="mt-4 max-w-2xl text-muted-foreground">{intro[side]}</p>
      </header>
      <SideSwitch side={side} hrefFor={offersPath} />
      <section aria-labelledby="deal-messages" className="grid gap-3">
        <h3 id="deal-messages" className="text-2xl">
          Deal messages from the other party
        </h3>
        <p className="max-w-2xl text-sm text-muted-foreground">
          When the other party uses their own browser, each step they take reaches you as a signed deal message: a file or a link they send
          you themselves. Import it here; this site sends and receives nothing.
        </p>
        <MessageImport
          fromAddress={fromAddress}
          onSettled={() => {
            forgetMessageInAddress();
            setFromAddress(null);
          }}
        />
      </section>
      {deals.length === 0 ? (
        <section aria-labelledby="no-offers" className="rounded-lg border border-dashed border-muted-foreground/40 p-8 text-center">
          <h3 id="no-offers" className="text-2xl">
            No offers yet
          </h3>
          <p className="mt-3 text-muted-foreground">An offer made on a residence in this browser appears here.</p>
          <Link href="/buy/" prefetch={false} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
            Browse residences for sale
          </Link>
        </section>
      ) : (
        <ul aria-label="Offers" className="grid gap-4">
          {deals.map(({ offer, stage }) => {
            const { terms } = latestVersion(offer);
            const yourTurn = (stage.stage === "offer_made" || stage.stage === "countered") && stage.waitingOn.includes(side);
            return (
              <li key={offer.id} className="grid gap-2 rounded-lg border border-border bg-card p-5 shadow-soft">
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <h3 className="text-2xl">
                    <Link href={offerPath(offer.id, side)} prefetch={false} className="underline-offset-4 hover:underline">
                      Offer on {offer.property.name}
                    </Link>
                  </h3>
                  <span className="flex flex-wrap items-center gap-2">
                    {yourTurn ? <Badge variant="gold">Your turn</Badge> : null}
                    <Badge variant="outline">{stage.label}</Badge>
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">
                  <span className="tabular font-medium text-foreground">
                    <Money amount={terms.offerAmountCents} original="inline" />
                  </span>{" "}
                  with a{" "}
                  <span className="tabular">
                    <Money amount={terms.depositCents} original="inline" />
                  </span>{" "}
                  deposit, closing {formatDate(terms.closingDate)}. Made by {offer.buyerName} on {formatDate(offer.createdAt)}.
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
