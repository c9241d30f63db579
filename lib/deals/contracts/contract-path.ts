export type ContractSubpage = "sign" | "messages";

export type ContractRoute = { id: string; subpage: ContractSubpage | null };

/**
 * Reads "/contracts/{id}", "/contracts/{id}/sign" or "/contracts/{id}/messages" (slash optional);
 * null otherwise. Its own module: the 404 page (on every page's bundle) needs only this.
 */
export const CONTRACT_PATH = /^\/contracts\/([^/]+)(?:\/(sign|messages))?\/?$/;
export const CONTRACT_ID = /^[A-Za-z0-9-]+$/;

export function parseContractPath(pathname: string): ContractRoute | null {
  const match = CONTRACT_PATH.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // "new" is the create page, never a contract; ids are letters, digits and hyphens.
  if (id === "new" || !CONTRACT_ID.test(id)) return null;
  return { id, subpage: (match[2] as ContractSubpage | undefined) ?? null };
}

/** Set on <html> by the 404 page's inline script when its address is a contract's (see below). */
export const CONTRACT_PATH_ATTRIBUTE = "data-contract-path";
