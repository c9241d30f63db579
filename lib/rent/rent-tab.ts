/**
 * /rent's two tabs and the URL hash that remembers the open one: no hash (or #find) is "Find a
 * Residence", #list-yours is "List Yours". Anything else in the hash means the first tab.
 */
export const RENT_TABS = ["find", "list"] as const;
export type RentTab = (typeof RENT_TABS)[number];

const HASH: Record<RentTab, string> = { find: "#find", list: "#list-yours" };

export function rentTabFromHash(hash: string): RentTab {
  return hash === HASH.list ? "list" : "find";
}

/** The hash to put in the URL for a tab; the first tab needs none. */
export function rentTabHash(tab: RentTab): string {
  return tab === "list" ? HASH.list : "";
}

export function isRentTab(value: string): value is RentTab {
  return RENT_TABS.some((tab) => tab === value);
}
