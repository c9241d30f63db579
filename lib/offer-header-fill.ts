import { purchaseListings } from "@/data/listings";
import { SESSION_KEY } from "@/lib/auth/session";
import { OFFER_LISTING_PARAM } from "@/lib/offer-handoff";
import { offerHeaderText, type OfferHeaderText } from "@/lib/offer-header";
import { offerPropertyFrom } from "@/lib/offer-record";
import { preferenceKey } from "@/lib/store/preferences-read";

/**
 * An inline script, run where the page's HTML places it (right after the header), before the
 * first paint: a static page knows `?listing=` only in the browser, so without it the header
 * would show the defaults until the page's JavaScript ran. It writes the known listing's texts
 * into the header's `data-offer-slot` elements (text only, never markup), and hides the sign-in
 * buttons while a session is stored; hydration then renders the same header over it.
 * Its text is a build-time constant, hashed into the page's CSP like the framework's own.
 */
export function offerHeaderFillScript(): string {
  const texts: Record<string, OfferHeaderText> = {};
  for (const listing of purchaseListings) texts[listing.id] = offerHeaderText(offerPropertyFrom(listing), listing);
  // JSON inside a <script>: "<" escaped so no text can close the element.
  const data = JSON.stringify(texts).replace(/</g, "\\u003c");
  const sessionKey = JSON.stringify(preferenceKey(SESSION_KEY));
  return `(function(){try{var d=${data},q=new URLSearchParams(location.search).get(${JSON.stringify(OFFER_LISTING_PARAM)}),t=q&&Object.prototype.hasOwnProperty.call(d,q)?d[q]:null,s=function(n){return document.querySelectorAll('[data-offer-slot="'+n+'"]')};try{if(localStorage.getItem(${sessionKey})||sessionStorage.getItem(${sessionKey}))s("sign-in")[0].style.visibility="hidden"}catch(e){}if(!t)return;s("name")[0].textContent=t.name;var l=s("location")[0];l.textContent=t.location;l.hidden=!t.location;s("price")[0].textContent=t.price;s("sold")[0].hidden=!t.sold;var f=s("facts")[0];f.replaceChildren.apply(f,t.facts.map(function(x){var i=document.createElement("li");i.className="tabular";i.textContent=x;return i}));f.hidden=!t.facts.length;s("login").forEach(function(a){a.href=t.loginHref})}catch(e){}})();`;
}
