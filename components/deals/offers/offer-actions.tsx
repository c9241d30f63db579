"use client";

import { Suspense } from "react";
import { ContractLink } from "@/components/deals/contracts/contract-link";
import { lazyPart } from "@/components/layout/lazy-part";
import { buttonVariants } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { toast } from "@/components/ui/use-toast";
import { isOpenOffer, offerActionBlocker } from "@/lib/deals/offers/negotiation";
import { ownsDeal, type Viewer } from "@/lib/deals/offers/offer-view";
import { padContractId } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { declineStoredOffer, withdrawStoredOffer } from "@/lib/deals/offers/actions";
import { StepButton } from "@/components/deals/steps/step-button";
import { useConfirmStep } from "@/components/deals/steps/use-confirm-step";

// The forms (zod, react-hook-form) load when their dialog is first asked for.
const loadCounter = () => import("./counter-offer-dialog");
const CounterOfferDialog = lazyPart(loadCounter, (module) => module.default);
const loadAccept = () => import("./accept-offer-dialog");
const AcceptOfferDialog = lazyPart(loadAccept, (module) => module.default);

type OfferActionsProps = { offer: Offer; side: DealSide; contract: Contract | undefined; viewer: Viewer };

/** Counter, Accept, Decline and (for the buyer) Withdraw, each disabled with its reason when the turn does not allow it. */
export function OfferActions({ offer, side, contract, viewer }: OfferActionsProps) {
  const counter = useLazyDialog(loadCounter);
  const accept = useLazyDialog(loadAccept);
  const confirm = useConfirmStep();
  const other = side === "buyer" ? "seller" : "buyer";

  const acceptDialog = accept.mounted ? (
    <Suspense fallback={accept.fallback}>
      <AcceptOfferDialog offer={offer} side={side} viewer={viewer} open={accept.open} onOpenChange={accept.setOpen} />
    </Suspense>
  ) : null;

  if (contract) {
    return (
      <ContractLink id={contract.id} className={buttonVariants({ className: "w-fit" })}>
        Open contract #{padContractId(contract.id)}
      </ContractLink>
    );
  }
  if (offer.status === "accepted" && !ownsDeal(offer, viewer)) {
    // Another account's deal: whether its contract exists, and all of it, is that account's.
    return (
      <p className="text-sm text-muted-foreground">
        The offer was accepted. What followed belongs to the buyer&rsquo;s account in this browser, and shows there when signed in to that
        account.
      </p>
    );
  }
  if (offer.status === "accepted") {
    return (
      <div className="grid gap-2">
        <p className="text-sm">The offer was accepted, but its contract has not been prepared yet.</p>
        <StepButton blocker={null} className="w-fit" onClick={accept.show} {...accept.triggerProps}>
          Prepare the contract
        </StepButton>
        {acceptDialog}
      </div>
    );
  }
  if (!isOpenOffer(offer)) return null;

  return (
    <section aria-label="Answer the offer" className="flex flex-wrap items-start gap-4">
      <StepButton blocker={offerActionBlocker(offer, "counter", side)} onClick={counter.show} {...counter.triggerProps}>
        Counter
      </StepButton>
      <StepButton blocker={offerActionBlocker(offer, "accept", side)} variant="outline" onClick={accept.show} {...accept.triggerProps}>
        Accept
      </StepButton>
      <StepButton
        blocker={offerActionBlocker(offer, "decline", side)}
        variant="outline"
        {...confirm.triggerProps}
        onClick={() =>
          confirm.ask({
            title: "Decline this offer?",
            description: `The negotiation ends here and the offer can no longer be answered. Nothing is sent to the ${other}: in this preview both sides act in this browser.`,
            confirmLabel: "Decline offer",
            destructive: true,
            run: async () => {
              await declineStoredOffer(offer.id, side);
              toast({ title: "Offer declined", description: `The offer on ${offer.property.name} is declined.` });
            },
          })
        }
      >
        Decline
      </StepButton>
      {side === "buyer" ? (
        <StepButton
          blocker={offerActionBlocker(offer, "withdraw", side)}
          variant="ghost-destructive"
          {...confirm.triggerProps}
          onClick={() =>
            confirm.ask({
              title: "Withdraw your offer?",
              description:
                "The offer closes and can no longer be answered. Nothing is sent to the seller: in this preview both sides act in this browser.",
              confirmLabel: "Withdraw offer",
              destructive: true,
              run: async () => {
                await withdrawStoredOffer(offer.id);
                toast({ title: "Offer withdrawn", description: `Your offer on ${offer.property.name} is withdrawn.` });
              },
            })
          }
        >
          Withdraw
        </StepButton>
      ) : null}
      {counter.mounted ? (
        <Suspense fallback={counter.fallback}>
          <CounterOfferDialog offer={offer} side={side} open={counter.open} onOpenChange={counter.setOpen} />
        </Suspense>
      ) : null}
      {acceptDialog}
      {confirm.dialog}
    </section>
  );
}
