import { OFFER_LISTING_PARAM } from "@/lib/deals/offers/offer-handoff";
import { offerHeaderText, type OfferHeaderText } from "@/lib/deals/offers/offer-header";
import { offerPropertyFrom } from "@/lib/deals/offers/offer-record";
import type { PurchaseListing } from "@/lib/schemas/listing";

/**
 * An inline script, run where the page's HTML places it (right after the header), before the
 * first paint: a static page knows `?listing=` only in the browser, so without it the header
 * would show the defaults until the page's JavaScript ran. It writes the known listing's texts
 * into the header's `data-offer-slot` elements (text only, never markup, into elements that are
 * always rendered: the price in every currency and the area in both units, which CSS picks from
 * like Money's and Area's), for the `listings` it is given; hydration keeps them (those slots suppress
 * the text check) and the header then renders the same texts itself.
 * Its text is a build-time constant, hashed into the page's CSP like the framework's own.
 */
export function offerHeaderFillScript(listings: readonly PurchaseListing[]): string {
  const texts: Record<string, OfferHeaderText> = {};
  for (const listing of listings) texts[listing.id] = offerHeaderText(offerPropertyFrom(listing), listing);
  // JSON inside a <script>: "<" escaped so no text can close the element.
  const data = JSON.stringify(texts).replace(/</g, "\\u003c");
  return `(function(){try{var d=${data},q=new URLSearchParams(location.search).get(${JSON.stringify(OFFER_LISTING_PARAM)}),t=q&&Object.prototype.hasOwnProperty.call(d,q)?d[q]:null,s=function(n){return document.querySelectorAll('[data-offer-slot="'+n+'"]')},w=function(p,o){for(var k in o){var e=s(p+k)[0];if(e)e.textContent=o[k]}};if(!t)return;s("name")[0].textContent=t.name;var l=s("location")[0];l.textContent=t.location;l.hidden=!t.location;s("price")[0].textContent=t.price;s("sold")[0].hidden=!t.sold;var a=s("area")[0];a.hidden=!t.area.sqft;w("area-",t.area);s("facts")[0].hidden=!t.facts.length&&a.hidden;s("fact").forEach(function(f,i){f.textContent=t.facts[i]||"";f.hidden=!t.facts[i]});w("price-",t.converted);s("login").forEach(function(a){a.href=t.loginHref})}catch(e){}})();`;
}
