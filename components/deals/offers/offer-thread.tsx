"use client";

import Link from "next/link";
import { RoomProgress } from "@/components/deals/room/room-progress";
import { NextPaymentPart } from "@/components/deals/schedule/next-payment-part";
import { Badge } from "@/components/ui/badge";
import { offerPath } from "@/lib/deals/offers/offer-paths";
import { dealSeenBy, offerVisibleAs, ownsDeal, turnSentence, type Viewer } from "@/lib/deals/offers/offer-view";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { store, useCollection, useRecord } from "@/lib/store";
import { MessageExport } from "./message-export";
import { OfferActions } from "./offer-actions";
import { OfferVersionsList } from "./offer-versions-list";
import { OffersLoading } from "./offers-loading";
import { SideSwitch } from "./side-switch";

/** /offers/?id=…: one offer's negotiation, whose turn it is, and what this side may do now. */
export function OfferThread({ id, side, viewer }: { id: string; side: DealSide; viewer: Viewer }) {
  const record = useRecord(store.offers, id);
  const contracts = useCollection(store.contracts);
  const transactions = useCollection(store.transactions);
  const exchange = useRecord(store.dealThreads, id);
  if ([record, contracts, transactions, exchange].some((state) => state.status === "loading")) {
    return <OffersLoading label="Loading the offer…" />;
  }
  const offer = record.data;
  if (!offer || !offerVisibleAs(offer, side, viewer)) return <OfferMissing />;
  // Only the viewer's own deal shows its contract and deposit (lib/deals/offers/offer-view.ts).
  const { contract, stage } = dealSeenBy(offer, viewer, contracts.data, transactions.data);
  // The side this browser plays once messages were exchanged (the buyer who made an offer here, until then).
  const playing = exchange.data?.side ?? "buyer";
  const turn = turnSentence(offer, side, exchange.data !== undefined);
  const otherBrowser = exchange.data !== undefined && playing !== side;

  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <h2 className="text-3xl break-words sm:text-4xl">Offer on {offer.property.name}</h2>
        <p className="text-muted-foreground">
          {offer.property.location ? `${offer.property.location}. ` : null}Made by {offer.buyerName}.
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Stage: <Badge variant="outline">{stage.label}</Badge>
        </p>
        {contract ? <RoomProgress contract={contract} /> : null}
        {contract ? <NextPaymentPart contract={contract} /> : null}
      </header>
      <SideSwitch side={side} hrefFor={(next) => offerPath(offer.id, next)} />
      {turn ? (
        <p className="text-lg" data-testid="offer-turn">
          {turn}
        </p>
      ) : null}
      {otherBrowser ? (
        <p className="max-w-2xl rounded-lg border border-border p-4 text-sm">
          This browser plays the {playing} in this deal, which runs between two browsers: the {side} answers in their own browser and sends
          you a deal message to import on the offers page.
        </p>
      ) : (
        <OfferActions offer={offer} side={side} contract={contract} viewer={viewer} />
      )}
      {side === playing && ownsDeal(offer, viewer) ? <MessageExport offerId={offer.id} /> : null}
      <OfferVersionsList offer={offer} sellerName={contract?.seller.name} />
    </div>
  );
}

function OfferMissing() {
  return (
    <section aria-labelledby="offer-missing" className="grid gap-4">
      <h2 id="offer-missing" className="text-3xl">
        Offer not found
      </h2>
      <p className="text-muted-foreground">
        There is no offer with this address in this browser, or it belongs to another account. Offers are kept only in the browser where
        they were made.
      </p>
      <Link href="/offers/" prefetch={false} className="w-fit text-gold-ink underline underline-offset-4">
        See your offers
      </Link>
    </section>
  );
}
