import { buttonVariants } from "@/components/ui/button";
import { padContractId } from "@/lib/format";
import type { ContractHeadingData } from "@/lib/contracts/preview";
import { ContractLink } from "./contract-link";
import { ContractStatusBadge } from "./status-badge";
import { Eyebrow } from "@/components/ui/eyebrow";

/**
 * The contract page's heading: number, property and status. The loading state draws the same
 * heading from build-time data, so the page's largest text is in its HTML and nothing moves when
 * the stored contract replaces it. The badge comes last in its row: a status changed since the
 * build only changes the badge's own text.
 */
export function ContractHeading({ contract }: { contract: ContractHeadingData }) {
  return (
    <div className="min-w-0">
      <Eyebrow className="tabular">Contract #{padContractId(contract.id)}</Eyebrow>
      <h1 className="mt-3 text-4xl break-words sm:text-5xl">{contract.property}</h1>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span className="break-words">{contract.propertyAddress}</span>
        <ContractStatusBadge status={contract.status} />
      </div>
    </div>
  );
}

/** The header row around the heading (the actions sit in its second column). */
export const contractHeaderClass = "flex flex-col gap-6 border-b border-border pb-10 lg:flex-row lg:items-end lg:justify-between";

/**
 * The heading of a contract's sub-page (signing, messages): the way back, the contract's number,
 * the page's title and the property. Shared with the loading state for the same reason as above.
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
