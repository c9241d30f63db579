import type { ContractHeadingData, ContractMessagesSample } from "@/lib/deals/contracts/preview";
import { padContractId } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import type { Message } from "@/lib/schemas/message";

/*
 * What the build knows of a contract's pages, from the records it is given (the catalogue's
 * samples, lib/deals/contracts/contract-samples.ts): page titles, the heading and the thread.
 */

export function contractPageTitle(contracts: readonly Contract[], id: string, page?: string): string {
  const contract = contracts.find((candidate) => candidate.id === id);
  const name = `Contract ${padContractId(id)}${contract ? `: ${contract.property}` : ""}`;
  return page ? `${page} · ${name}` : name;
}

export function contractHeading(contracts: readonly Contract[], id: string): ContractHeadingData | undefined {
  const contract = contracts.find((candidate) => candidate.id === id);
  return contract && { id: contract.id, property: contract.property, propertyAddress: contract.propertyAddress, status: contract.status };
}

export function contractMessagesSample(
  contracts: readonly Contract[],
  messages: readonly Message[],
  id: string,
): ContractMessagesSample | undefined {
  const contract = contracts.find((candidate) => candidate.id === id);
  return contract && { contract, messages: messages.filter((message) => message.threadId === id) };
}
