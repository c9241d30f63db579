/** The sheet's query keys as plain data, so first-load code can tell whether the address carries a choice without loading zod. */
export const CROSS_BORDER_QUERY = { residence: "tax-residence", vehicle: "purchase" } as const;

/** True when the address's query names a buyer's choice for the cross-border sheet. */
export function carriesCrossBorderChoice(search: string): boolean {
  const params = new URLSearchParams(search);
  return Object.values(CROSS_BORDER_QUERY).some((key) => (params.get(key) ?? "") !== "");
}
