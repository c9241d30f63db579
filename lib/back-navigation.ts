/**
 * Whether a Back button should go back in history or take the visitor to a fallback page.
 * Going back is right only when the previous entry is a page of this site: a visitor who opened
 * the page directly, in a new tab or from another site gets the fallback instead of leaving.
 */
export type BackContext = {
  /** Navigation API `navigation.canGoBack` where the browser has it: true only for a same-origin previous entry. */
  navigationCanGoBack?: boolean;
  historyLength: number;
  /** document.referrer ("" when none). */
  referrer: string;
  /** window.location.origin */
  origin: string;
};

export function shouldGoBack({ navigationCanGoBack, historyLength, referrer, origin }: BackContext): boolean {
  if (typeof navigationCanGoBack === "boolean") return navigationCanGoBack;
  if (historyLength <= 1) return false;
  // Without the Navigation API: an in-site visit either came from one of our pages (same-origin
  // referrer) or moved here inside the app, which keeps the first page's (empty) referrer.
  if (referrer === "") return true;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
