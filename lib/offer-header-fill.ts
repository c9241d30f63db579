import { purchaseListings } from "@/data/listings";
import { OFFER_LISTING_PARAM } from "@/lib/offer-handoff";
import { offerHeaderText, type OfferHeaderText } from "@/lib/offer-header";
import { offerPropertyFrom } from "@/lib/offer-record";

/**
 * An inline script, run where the page's HTML places it (right after the header), before the
 * first paint: a static page knows `?listing=` only in the browser, so without it the header
 * would show the defaults until the page's JavaScript ran. It writes the known listing's texts
 * into the header's `data-offer-slot` elements (text only, never markup, into elements that are
 * always rendered); hydration keeps them (those slots suppress the text check) and the header
 * then renders the same texts itself.
 * Its text is a build-time constant, hashed into the page's CSP like the framework's own.
 */
export function offerHeaderFillScript(): string {
  const texts: Record<string, OfferHeaderText> = {};
  for (const listing of purchaseListings) texts[listing.id] = offerHeaderText(offerPropertyFrom(listing), listing);
  // JSON inside a <script>: "<" escaped so no text can close the element.
  const data = JSON.stringify(texts).replace(/</g, "\\u003c");
  return `(function(){try{var d=${data},q=new URLSearchParams(location.search).get(${JSON.stringify(OFFER_LISTING_PARAM)}),t=q&&Object.prototype.hasOwnProperty.call(d,q)?d[q]:null,s=function(n){return document.querySelectorAll('[data-offer-slot="'+n+'"]')};if(!t)return;s("name")[0].textContent=t.name;var l=s("location")[0];l.textContent=t.location;l.hidden=!t.location;s("price")[0].textContent=t.price;s("sold")[0].hidden=!t.sold;s("facts")[0].hidden=!t.facts.length;s("fact").forEach(function(f,i){f.textContent=t.facts[i]||"";f.hidden=!t.facts[i]});s("login").forEach(function(a){a.href=t.loginHref})}catch(e){}})();`;
}
