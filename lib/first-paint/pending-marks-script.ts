import { SESSION_KEY } from "@/lib/auth/session";
import { draftHintKey } from "@/lib/application/draft-hint";
import { preferenceKey } from "@/lib/store";

/**
 * What a static page's HTML cannot know, marked on <html> before the first paint so that the
 * parts depending on it show a calm loading state instead of the wrong content:
 * - `data-pending-url`: the address carries a query or a hash (a search on /buy, a tab on /rent);
 * - `data-pending-session`: a session is stored in this browser, so the header's LOG IN, which
 *   the HTML shows, would be wrong;
 * - `data-pending-draft`: a realtor application draft was saved here by whoever is signed in (the
 *   hint's key names their account: lib/application/draft-hint.ts), which the wizard restores.
 * The parts that depend on them (PendingPart, `data-pending-part`) stay hidden, their space kept,
 * until what reads the fact clears the mark as it renders what is true (use-pending-mark.ts).
 */
export function pendingMarksScript(): string {
  const session = JSON.stringify(preferenceKey(SESSION_KEY));
  const draft = JSON.stringify(preferenceKey(draftHintKey(undefined)));
  // An account's hint key ends with its id: this is what comes before it.
  const accountDraft = JSON.stringify(preferenceKey(draftHintKey("-")).slice(0, -1));
  // The session read as readSessionRaw reads it (the tab's own first), and the draft hint of its account.
  return `(function(){var h=document.documentElement;if(location.search.length>1||location.hash.length>1)h.setAttribute("data-pending-url","");try{var s=sessionStorage.getItem(${session})||localStorage.getItem(${session}),a="";if(s){h.setAttribute("data-pending-session","");try{a=JSON.parse(s).accountId}catch(e){}}if(localStorage.getItem(typeof a==="string"&&a?${accountDraft}+a:${draft}))h.setAttribute("data-pending-draft","")}catch(e){}})();`;
}
