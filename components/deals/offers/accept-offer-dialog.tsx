"use client";

import { useRouter } from "next/navigation";
import type { FieldPath } from "react-hook-form";
import { goToContract } from "@/components/deals/contracts/go-to-contract";
import { SellerContactFields } from "@/components/deals/contracts/seller-contact-fields";
import { FormShell } from "@/components/forms/form-shell";
import { TextField } from "@/components/forms/text-fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { isVisibleTo } from "@/lib/account/ownership";
import { termsSummary } from "@/lib/deals/contracts/terms-words";
import { latestVersion } from "@/lib/deals/offers/offer-versions";
import type { Viewer } from "@/lib/deals/offers/offer-view";
import { padContractId } from "@/lib/format";
import { acceptanceFacts, acceptOfferFormDefaults, acceptOfferFormSchema, type AcceptOfferForm } from "@/lib/schemas/acceptance";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { acceptStoredOffer } from "@/lib/deals/offers/actions";

const fieldOrder = Object.keys(acceptOfferFormDefaults) as FieldPath<AcceptOfferForm>[];

type AcceptOfferDialogProps = { offer: Offer; side: DealSide; viewer: Viewer; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Accepting asks for what the contract needs and the listing does not hold (the seller's details,
 * the realtor, the street address), then accepts the version on the table, makes the contract from
 * it and opens it. An accepted offer whose contract was not made comes here again to make it.
 */
export default function AcceptOfferDialog({ offer, side, viewer, open, onOpenChange }: AcceptOfferDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <AcceptOfferBody offer={offer} side={side} viewer={viewer} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AcceptOfferBody({
  offer,
  side,
  viewer,
  onCancel,
}: Omit<AcceptOfferDialogProps, "open" | "onOpenChange"> & { onCancel: () => void }) {
  const router = useRouter();
  const { form, summary, focusField } = useGovukForm<AcceptOfferForm>(acceptOfferFormSchema, acceptOfferFormDefaults, fieldOrder);
  const latest = latestVersion(offer);
  const control = form.control;

  async function accept(values: AcceptOfferForm) {
    const contract = await acceptStoredOffer(offer, side, acceptanceFacts(values));
    const own = isVisibleTo(contract, viewer?.accountId ?? null);
    const notice = {
      title: "Offer accepted",
      description: own
        ? `Contract #${padContractId(contract.id)} is prepared from the accepted terms and saved in this browser, ready for the buyer's and the seller's signatures.`
        : "Its contract is prepared from the accepted terms for the buyer's account in this browser, and shows there when signed in to that account.",
    };
    // The contract's page says it (a page made in this browser opens with a full load, which drops a toast).
    if (own) goToContract(router.push, contract.id, undefined, notice);
    else {
      toast(notice);
      onCancel();
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{offer.status === "accepted" ? "Prepare the contract" : `Accept version ${latest.number} as the ${side}`}</DialogTitle>
        <DialogDescription>
          {termsSummary(latest.terms)}. The contract is prefilled from these terms; it also needs the seller&rsquo;s details, the realtor
          and the street address, which the listing does not hold. It is saved in this browser: nothing is sent to anyone.
        </DialogDescription>
      </DialogHeader>
      <FormShell
        form={form}
        summary={summary}
        focusField={focusField}
        submitLabel={offer.status === "accepted" ? "Create the contract" : "Accept and create the contract"}
        sentLabel="Opening the contract…"
        onValid={accept}
        onCancel={onCancel}
      >
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 font-display text-xl">Seller</legend>
          <SellerContactFields control={control} />
        </fieldset>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 font-display text-xl">Realtor and property</legend>
          <TextField control={control} name="realtorName" label="Realtor's name" required autoComplete="off" />
          <TextField control={control} name="realtorLicense" label="License number" required autoComplete="off" />
          <TextField
            control={control}
            name="propertyAddress"
            label="Street address"
            required
            autoComplete="off"
            className="sm:col-span-2"
          />
        </fieldset>
      </FormShell>
    </>
  );
}
