import { sampleContracts, sampleMessages } from "@/lib/catalogue/contracts";
import { contractHeading, contractMessagesSample, contractPageTitle } from "./sample-metadata";
import type { ContractHeadingData, ContractMessagesSample } from "./preview";

/** Build time (route files): the pre-rendered contract pages. */
export function sampleContractParams(): { id: string }[] {
  return sampleContracts.map((contract) => ({ id: contract.id }));
}

/** "Contract 0001: Aman Miami Beach", or with the page's name first ("Digital Signature · …"). */
export function sampleContractTitle(id: string, page?: string): string {
  return contractPageTitle(sampleContracts, id, page);
}

/** A sample contract's heading as the build knows it (the loading state shows it; see ContractHeading). */
export function sampleContractHeading(id: string): ContractHeadingData | undefined {
  return contractHeading(sampleContracts, id);
}

/** A sample contract with its thread, for the messages page's first paint (see ContractMessages). */
export function sampleContractMessages(id: string): ContractMessagesSample | undefined {
  return contractMessagesSample(sampleContracts, sampleMessages, id);
}

type ContractPageProps = { params: Promise<{ id: string }> };

/** generateMetadata for a sample contract's page: its title (with the page's name) and description. */
export function sampleContractMetadata(description: string, page?: string) {
  return async ({ params }: ContractPageProps) => ({ title: sampleContractTitle((await params).id, page), description });
}
