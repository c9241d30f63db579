import { ContractMessages } from "@/components/deals/contracts/contract-messages";
import { sampleContractMessages, sampleContractParams, sampleContractMetadata } from "@/lib/catalogue/contract-samples";

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
