import { buttonVariants } from "@/components/ui/button";
import { Eyebrow } from "@/components/ui/eyebrow";
import { padContractId } from "@/lib/format";
import type { ContractHeadingData } from "@/lib/deals/contracts/preview";
import { ContractLink } from "./contract-link";

/**
 * The heading of a contract's sub-page (signing, messages): the way back, the contract's number,
 * the page's title and the property. Shared with the loading state, like the contract's own
 * heading (contract-heading.tsx), and apart from it so that the contract page, whose first load
 * draws only that heading, ships no button styles.
 */
export function ContractSubpageHeading({ contract, title }: { contract: Pick<ContractHeadingData, "id" | "property">; title: string }) {
  return (
    <>
      <ContractLink id={contract.id} className={buttonVariants({ variant: "link", className: "min-h-11" })}>
        Back to contract #{padContractId(contract.id)}
      </ContractLink>
      <header className="mt-6 border-b border-border pb-10">
        <Eyebrow className="tabular">Contract #{padContractId(contract.id)}</Eyebrow>
        <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg break-words text-muted-foreground">{contract.property}</p>
      </header>
    </>
  );
}
