import { buttonVariants } from "@/components/ui/button";
import { MessageIcon } from "@/components/ui/icons/message";
import type { Contract } from "@/lib/schemas/contract";
import { ContractLink } from "./contract-link";

/** The Messages tab: where the conversation about the contract is. */
export function ContractMessagesTab({ contract }: { contract: Contract }) {
  return (
    <div className="rounded-lg border border-border bg-card p-8 text-center shadow-soft">
      <h3 className="text-2xl">Contract messages</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
        The conversation between the buyer, the seller and {contract.realtor.name} about this contract.
      </p>
      <ContractLink id={contract.id} subpage="messages" className={buttonVariants({ className: "mt-6" })}>
        <MessageIcon />
        Open Messages
      </ContractLink>
    </div>
  );
}
