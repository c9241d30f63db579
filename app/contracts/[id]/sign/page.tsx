import type { Metadata } from "next";
import { SignContract } from "@/components/contracts/sign-contract";
import { sampleContractHeading, sampleContractParams, sampleContractTitle } from "@/lib/catalogue/contract-samples";

export const dynamicParams = false;
export const generateStaticParams = sampleContractParams;

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return {
    title: sampleContractTitle(id, "Digital Signature"),
    description: "Sign a purchase contract with your typed full legal name, recorded on this device.",
  };
}

export default async function SignContractPage({ params }: Props) {
  const { id } = await params;
  return <SignContract id={id} preview={sampleContractHeading(id)} />;
}
