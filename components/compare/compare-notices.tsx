import { COMPARE_LIMIT } from "@/lib/compare/compare-ids";

type CompareNoticesProps = {
  /** Entries of the address that are not residences of this site (unknown ids, then malformed text). */
  skipped: readonly string[];
  /** How many residences of the address were left out past the limit. */
  cut: number;
  shown: number;
};

/** What the page could not show from the address, and why. The entries are shown as text. */
export function CompareNotices({ skipped, cut, shown }: CompareNoticesProps) {
  if (!skipped.length && !cut) return null;
  return (
    <div role="status" className="mb-8 grid gap-2 rounded-md border border-gold bg-gold/10 px-4 py-3 text-sm leading-relaxed">
      {skipped.length ? (
        <p>
          <strong className="font-semibold">Not found, so not shown:</strong> {skipped.join(", ")}. The link may be out of date, or one of
          its residences has left the site.
        </p>
      ) : null}
      {cut ? (
        <p>
          <strong className="font-semibold">Compare shows up to {COMPARE_LIMIT} residences at a time.</strong> The link holds {shown + cut};
          these are the first {shown}.
        </p>
      ) : null}
    </div>
  );
}
