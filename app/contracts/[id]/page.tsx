import { ContractDetail } from "@/components/deals/contracts/contract-detail";
import { sampleContractHeading, sampleContractParams, sampleContractMetadata } from "@/lib/deals/contracts/contract-samples";

// Only the sample contracts are pre-rendered here. A contract created in the browser has an id no
// build knew, so a static host answers /contracts/{id} with 404.html: app/not-found.tsx ->
// components/deals/contracts/contract-path-fallback.tsx -> contract-route.tsx renders the same
// ContractDetail from the store there (lib/deals/README.md, "Contracts no build knew").
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
