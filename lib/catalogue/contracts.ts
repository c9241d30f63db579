import { sampleContracts } from "@/data/contracts";
import { sampleMessages } from "@/data/messages";

export { sampleContracts, sampleMessages };

/** The seeded contracts' ids: /account leaves them out of what this browser did. */
export const sampleContractIds: ReadonlySet<string> = new Set(sampleContracts.map((contract) => contract.id));
