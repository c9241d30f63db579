import { requireSource, sourceAnchor } from "@/lib/catalogue/sources";

/**
 * A link from a figure to its source on /sources: the publisher and the source's date. Server
 * code only, so the list of sources never reaches a page's JavaScript.
 */
export function SourceLink({ id }: { id: string }) {
  const source = requireSource(id);
  return (
    <a
      href={`/sources/#${sourceAnchor(id)}`}
      data-source-link={id}
      className="inline-flex min-h-6 items-center text-xs text-gold-ink underline decoration-gold/60 underline-offset-2 hover:decoration-gold-ink"
    >
      {source.publisher}, {source.published}
    </a>
  );
}
