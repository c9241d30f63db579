import { replaceUrl } from "@/lib/use-url-location";

/** The parts of an address a query is written into (window.location fits). */
export type AddressParts = { pathname: string; search: string; hash: string };

/** The address with `params` as its query, keeping its path and hash; null when it already has that query. */
export function hrefWithQuery(address: AddressParts, params: URLSearchParams): string | null {
  const query = params.toString();
  if (query === address.search.replace(/^\?/, "")) return null;
  return `${address.pathname}${query ? `?${query}` : ""}${address.hash}`;
}

/**
 * Puts `params` in the address in place of its query, keeping the path and the hash: the same
 * history entry (no back-button spam), no scroll, and every useUrlLocation hears of it.
 */
export function replaceQuery(params: URLSearchParams): void {
  const href = hrefWithQuery(window.location, params);
  if (href !== null) replaceUrl(href);
}

/** Sets `key` to `value` in `params`, or removes it for null; returns `params`. */
export function setOrRemove(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  if (value === null) params.delete(key);
  else params.set(key, value);
  return params;
}
