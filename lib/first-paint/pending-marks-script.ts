import { SESSION_KEY } from "@/lib/auth/session";
import { DRAFT_HINT_KEY } from "@/lib/application/draft-hint";
import { preferenceKey } from "@/lib/store";

/**
 * What a static page's HTML cannot know, marked on <html> before the first paint so that the
 * parts depending on it show a calm loading state instead of the wrong content:
 * - `data-pending-url`: the address carries a query or a hash (a search on /buy, a tab on /rent);
 * - `data-pending-session`: a session is stored in this browser, so the header's LOG IN, which
 *   the HTML shows, would be wrong;
 * - `data-pending-draft`: a realtor application draft was saved here, which the wizard restores.
 * The parts that depend on them (PendingPart, `data-pending-part`) stay hidden, their space kept,
 * until what reads the fact clears the mark as it renders what is true (use-pending-mark.ts).
 */
export function pendingMarksScript(): string {
  const session = JSON.stringify(preferenceKey(SESSION_KEY));
  const draft = JSON.stringify(preferenceKey(DRAFT_HINT_KEY));
  return `(function(){var h=document.documentElement;if(location.search.length>1||location.hash.length>1)h.setAttribute("data-pending-url","");try{if(localStorage.getItem(${session})||sessionStorage.getItem(${session}))h.setAttribute("data-pending-session","");if(localStorage.getItem(${draft}))h.setAttribute("data-pending-draft","")}catch(e){}})();`;
}
