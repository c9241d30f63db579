import { sampleContracts } from "@/data/contracts";
import { sampleMessages } from "@/data/messages";
import { sampleTransactions } from "@/data/transactions";

/**
 * What a first visit (and "reset demo data") starts with. Loaded with `import()` when the
 * store opens, so pages that never read the store do not ship the samples.
 */
export const samples = {
  contracts: sampleContracts,
  messages: sampleMessages,
  transactions: sampleTransactions,
};
