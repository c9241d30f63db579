import type { Metadata } from "next";
import { ContractMessages } from "@/components/contracts/contract-messages";
import { sampleContractMessages, sampleContractParams, sampleContractTitle } from "@/lib/catalogue/contract-samples";

export const dynamicParams = false;
export const generateStaticParams = sampleContractParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return {
    title: sampleContractTitle(id, "Contract Messages"),
    description: "The conversation between buyer, seller and realtor about a purchase contract, with attachments.",
  };
}

export default async function ContractMessagesPage({ params }: Props) {
  const { id } = await params;
  return <ContractMessages id={id} sample={sampleContractMessages(id)} />;
}
