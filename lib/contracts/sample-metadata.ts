import { sampleContracts } from "@/data/contracts";
import { sampleMessages } from "@/data/messages";
import type { ContractHeadingData, ContractMessagesSample } from "@/lib/contracts/preview";
import { padContractId } from "@/lib/format";

/** Build-time only (route files): the sample contracts' ids and page titles. */
export function sampleContractParams(): { id: string }[] {
  return sampleContracts.map((contract) => ({ id: contract.id }));
}

export function sampleContractTitle(id: string, page?: string): string {
  const contract = sampleContracts.find((candidate) => candidate.id === id);
  const name = `Contract ${padContractId(id)}${contract ? `: ${contract.property}` : ""}`;
  return page ? `${page} · ${name}` : name;
}

/** A sample contract's heading as the build knows it (the loading state shows it; see ContractHeading). */
export function sampleContractHeading(id: string): ContractHeadingData | undefined {
  const contract = sampleContracts.find((candidate) => candidate.id === id);
  return contract && { id: contract.id, property: contract.property, propertyAddress: contract.propertyAddress, status: contract.status };
}

/** A sample contract with its thread, for the messages page's first paint (see ContractMessages). */
export function sampleContractMessages(id: string): ContractMessagesSample | undefined {
  const contract = sampleContracts.find((candidate) => candidate.id === id);
  return contract && { contract, messages: sampleMessages.filter((message) => message.threadId === id) };
}
