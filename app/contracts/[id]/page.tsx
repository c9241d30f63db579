import { ContractDetail } from "@/components/deals/contracts/contract-detail";
import { sampleContractHeading, sampleContractParams, sampleContractMetadata } from "@/lib/catalogue/contract-samples";

// Sample contracts are pre-rendered; one created in the browser opens through 404.html
// (app/not-found.tsx renders it from the store), since no build knew its id.
export const dynamicParams = false;
export const generateStaticParams = sampleContractParams;

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = sampleContractMetadata(
  "A purchase contract: parties, terms, signatures and timeline, with its PDF and messages.",
);

export default async function ContractPage({ params }: Props) {
  const { id } = await params;
  return <ContractDetail id={id} preview={sampleContractHeading(id)} />;
}
