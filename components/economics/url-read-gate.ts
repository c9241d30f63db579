/**
 * The property page's calculators load separately, each when wanted, and each shows figures that
 * depend on the address. The first-paint mark `data-pending-url` (lib/first-paint-marks.ts) keeps
 * their figures hidden until the address is read; it is shared by the whole page, so it may be
 * cleared only when every calculator on the page has read it, or one would show its defaults
 * while another's code is still on its way. Each calculator's loader says it is on the page
 * (awaitUrlReader) as it renders; each reports when its figures are those of the address
 * (urlReadBy), in the commit that renders them, and the last one clears the mark.
 */

const unread = new Set<string>();

export function awaitUrlReader(calculator: string): void {
  unread.add(calculator);
}

export function urlReadBy(calculator: string): void {
  unread.delete(calculator);
  if (unread.size === 0) document.documentElement.removeAttribute("data-pending-url");
}
