import { sampleContracts } from "@/data/contracts";
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
