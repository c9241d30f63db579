/**
 * The contract ids pre-rendered at build time (the samples in data/contracts.ts, checked by
 * sample-ids.test.ts). Links to these use client-side navigation; a contract created in the
 * browser has no pre-rendered page, so links to it load the page in full and the host's
 * 404.html renders it from the store (components/contracts/contract-path-fallback.tsx).
 * Kept as a literal so client code does not ship the sample records to know the ids.
 */
export const PRERENDERED_CONTRACT_IDS: readonly string[] = ["1", "2", "3", "4"];

export function isPrerenderedContract(id: string): boolean {
  return PRERENDERED_CONTRACT_IDS.includes(id);
}

export type ContractSubpage = "sign" | "messages";

/** "/contracts/5/", "/contracts/5/sign/" (the export's trailing slash). */
export function contractPath(id: string, subpage?: ContractSubpage): string {
  const base = `/contracts/${encodeURIComponent(id)}/`;
  return subpage ? `${base}${subpage}/` : base;
}

export type ContractRoute = { id: string; subpage: ContractSubpage | null };

/** Reads "/contracts/{id}", "/contracts/{id}/sign" or "/contracts/{id}/messages" (slash optional); null otherwise. */
export function parseContractPath(pathname: string): ContractRoute | null {
  const match = /^\/contracts\/([^/]+)(?:\/(sign|messages))?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // "new" is the create page, never a contract; ids are letters, digits and hyphens.
  if (id === "new" || !/^[A-Za-z0-9-]+$/.test(id)) return null;
  return { id, subpage: (match[2] as ContractSubpage | undefined) ?? null };
}
