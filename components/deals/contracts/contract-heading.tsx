import { padContractId } from "@/lib/format";
import type { ContractHeadingData } from "@/lib/deals/contracts/preview";
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
