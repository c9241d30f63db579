import { SignContract } from "@/components/deals/contracts/sign-contract";
import { sampleContractHeading, sampleContractParams, sampleContractMetadata } from "@/lib/catalogue/contract-samples";

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
