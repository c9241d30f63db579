/**
 * The element the address's #fragment names, if any. The browser jumps to it once, when the page
 * loads or the route changes; a part that shows later (a pending part, a lazily loaded list)
 * scrolls to it itself when it appears.
 */
export function fragmentTarget(): HTMLElement | null {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return null; // a malformed %-escape names nothing
  }
  return id ? document.getElementById(id) : null;
}
