import { ContractMessages } from "@/components/deals/contracts/contract-messages";
import { sampleContractMessages, sampleContractParams, sampleContractMetadata } from "@/lib/deals/contracts/contract-samples";

// Only the sample contracts are pre-rendered here. A contract created in the browser has its
// messages at /contracts/{id}/messages through 404.html: app/not-found.tsx ->
// components/deals/contracts/contract-path-fallback.tsx -> contract-route.tsx renders the same
// ContractMessages from the store there (lib/deals/README.md, "Contracts no build knew").
export const dynamicParams = false;
export const generateStaticParams = sampleContractParams;

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = sampleContractMetadata(
  "The conversation between buyer, seller and realtor about a purchase contract, with attachments.",
  "Contract Messages",
);

export default async function ContractMessagesPage({ params }: Props) {
  const { id } = await params;
  return <ContractMessages id={id} sample={sampleContractMessages(id)} />;
}
