"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Money } from "@/components/currency/money";
import { toast } from "@/components/ui/use-toast";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { dealCompletionBlocker, escrowAwaitingRelease } from "@/lib/deals/escrow/completion";
import { contractStage } from "@/lib/deals/deal-stage";
import { depositOf, escrowDepositBlocker } from "@/lib/deals/escrow/escrow-deposit";
import { offerPath } from "@/lib/deals/offers/offer-paths";
import { padContractId } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import { transactionStatusLabels } from "@/lib/schemas/labels";
import { store } from "@/lib/store";
import { completeStoredDeal, refundAwaitingEscrow, releaseAwaitingEscrow } from "@/lib/deals/escrow/actions";
import { escrowAwaitingRefund } from "@/lib/deals/escrow/refund";
import { EscrowPayButtons } from "./escrow-pay-buttons";
import { StepButton } from "@/components/deals/steps/step-button";
import { useConfirmStep } from "@/components/deals/steps/use-confirm-step";
import { withRoomCheck } from "@/components/deals/room/completion-step";

/**
 * The contract page's deal steps (lib/deals/escrow/README.md): where the deal stands, paying the escrow
 * deposit (simulated, by card or crypto) and completing the deal, which releases the deposit.
 * A release left undone by an earlier visit is finished here.
 */
export function ContractDealActions({ contract }: { contract: Contract }) {
  const transactions = useVisibleCollection(store.transactions);
  const confirm = useConfirmStep();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = transactions.status === "ready";
  const deposit = ready ? depositOf(contract.id, transactions.data) : undefined;
  const awaitingRelease = ready ? escrowAwaitingRelease(contract, transactions.data) : undefined;
  const awaitingRefund = ready ? escrowAwaitingRefund(contract, transactions.data) : undefined;

  // A release or refund left half-written (the contract changed, its deposit not yet) is finished now.
  useEffect(() => {
    if (awaitingRelease) void releaseAwaitingEscrow(contract, [awaitingRelease]).catch(() => undefined);
    if (awaitingRefund) void refundAwaitingEscrow(contract, [awaitingRefund]).catch(() => undefined);
  }, [awaitingRelease, awaitingRefund, contract]);

  if (!ready) return null;
  const payBlocker = escrowDepositBlocker(contract, transactions.data);
  const closed = contract.status === "completed" || contract.status === "cancelled";
  const completeBlocker = dealCompletionBlocker(contract, deposit);
  const id = padContractId(contract.id);

  return (
    <section aria-labelledby="deal-steps-title" className="mt-10 grid gap-4 rounded-lg border border-border bg-card p-5 shadow-soft sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 ref={heading} id="deal-steps-title" tabIndex={-1} className="text-2xl outline-hidden">
          Deposit and completion
        </h2>
        <p className="text-sm">
          Stage: <strong data-testid="deal-stage">{contractStage(contract, deposit).label}</strong>
        </p>
      </div>
      {deposit ? (
        <p className="text-sm leading-relaxed">
          Escrow deposit of{" "}
          <span className="tabular font-medium">
            <Money amount={deposit.amountCents} original="inline" />
          </span>{" "}
          ({deposit.id}): {transactionStatusLabels[deposit.status]}.{" "}
          <Link href="/transactions/" prefetch={false} className="text-gold-ink underline underline-offset-4">
            See it on Transactions
          </Link>
        </p>
      ) : null}
      {payBlocker === null ? (
        <p className="text-sm text-muted-foreground">
          The escrow deposit the contract agrees:{" "}
          <span className="tabular font-medium text-foreground">
            <Money amount={contract.depositCents} original="inline" />
          </span>
          . A simulated payment: it is recorded in this browser as held In Escrow, and no money moves.
        </p>
      ) : deposit ? null : (
        <p className="text-sm text-muted-foreground">{payBlocker}</p>
      )}
      <EscrowPayButtons
        afterPaid={heading}
        available={payBlocker === null}
        payment={{
          kind: "contract-deposit",
          contractId: contract.id,
          propertyName: contract.property,
          depositCents: contract.depositCents,
        }}
      />
      {closed ? null : (
        <StepButton
          blocker={completeBlocker}
          variant="outline"
          className="w-fit"
          {...confirm.triggerProps}
          onClick={() =>
            void withRoomCheck(contract, {
              title: "Complete the deal?",
              description: `Contract #${id} moves to Completed and its escrow deposit is recorded as released. In this preview the release is simulated: no money moves. This cannot be undone here.`,
              confirmLabel: "Complete the deal",
              run: async () => {
                await completeStoredDeal(contract.id);
                toast({ title: "Deal completed", description: `Contract #${id} is completed and its escrow deposit released.` });
              },
            }).then(confirm.ask)
          }
        >
          Complete the deal
        </StepButton>
      )}
      {contract.offerId ? (
        <Link href={offerPath(contract.offerId)} prefetch={false} className="w-fit text-sm text-gold-ink underline underline-offset-4">
          See the offer and its negotiation
        </Link>
      ) : null}
      {confirm.dialog}
    </section>
  );
}
