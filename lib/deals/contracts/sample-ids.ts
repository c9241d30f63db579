import type { ContractSubpage } from "./contract-path";

export { parseContractPath, type ContractRoute, type ContractSubpage } from "./contract-path";
/**
 * The contract ids pre-rendered at build time (the samples in lib/deals/contracts/contract-samples.ts, checked by
 * sample-ids.test.ts). Links to these use client-side navigation; a contract created in the
 * browser has no pre-rendered page, so links to it load the page in full and the host's
 * 404.html renders it from the store (components/deals/contracts/contract-path-fallback.tsx).
 * Kept as a literal so client code does not ship the sample records to know the ids.
 */
export const PRERENDERED_CONTRACT_IDS: readonly string[] = ["1", "2", "3", "4"];

export function isPrerenderedContract(id: string): boolean {
  return PRERENDERED_CONTRACT_IDS.includes(id);
}

/** "/contracts/5/", "/contracts/5/sign/" (the export's trailing slash). */
export function contractPath(id: string, subpage?: ContractSubpage): string {
  const base = `/contracts/${encodeURIComponent(id)}/`;
  return subpage ? `${base}${subpage}/` : base;
}
