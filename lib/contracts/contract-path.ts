export type ContractSubpage = "sign" | "messages";

export type ContractRoute = { id: string; subpage: ContractSubpage | null };

/**
 * Reads "/contracts/{id}", "/contracts/{id}/sign" or "/contracts/{id}/messages" (slash optional);
 * null otherwise. Its own module: the 404 page (on every page's bundle) needs only this.
 */
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
