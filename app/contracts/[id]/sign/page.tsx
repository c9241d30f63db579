import { SignContract } from "@/components/deals/contracts/sign-contract";
import { sampleContractHeading, sampleContractParams, sampleContractMetadata } from "@/lib/deals/contracts/contract-samples";

// Only the sample contracts are pre-rendered here. A contract created in the browser is signed at
// /contracts/{id}/sign through 404.html: app/not-found.tsx ->
// components/deals/contracts/contract-path-fallback.tsx -> contract-route.tsx renders the same
// SignContract from the store there (lib/deals/README.md, "Contracts no build knew").
export const dynamicParams = false;
export const generateStaticParams = sampleContractParams;

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = sampleContractMetadata(
  "Sign a purchase contract with your typed full legal name, recorded on this device.",
  "Digital Signature",
);

export default async function SignContractPage({ params }: Props) {
  const { id } = await params;
  return <SignContract id={id} preview={sampleContractHeading(id)} />;
}
