/** A Google Maps search for a place, opened in a new tab from property pages. */
export function mapsSearchHref(query: string): string {
  const url = new URL("https://www.google.com/maps/search/");
  url.searchParams.set("api", "1");
  url.searchParams.set("query", query.trim());
  return url.toString();
}
