/**
 * Every page's word when nothing made now will outlast the visit: the store runs in memory
 * (storage refused, private mode, IndexedDB failing or too slow to open). Server-rendered and
 * hidden by CSS until the probe in <head>, or the store, marks
 * `<html data-records="visit">` (lib/store/records-location.ts): no JavaScript, no hydration
 * mismatch, and no layout shift in the common case.
 */
export function RecordsLocationNotice() {
  return (
    <p
      role="status"
      className="hidden border-b border-gold bg-gold/10 px-5 py-3 text-center text-sm leading-relaxed sm:px-8 [html[data-records=visit]_&]:block"
    >
      <strong className="font-semibold">What you make now lasts only for this visit.</strong> This browser is not keeping the site&rsquo;s
      data right now, so offers, requests and everything else made here are gone once you leave or reload the page.
    </p>
  );
}
