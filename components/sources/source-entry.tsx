import { sourceAnchor } from "@/lib/catalogue/sources";
import type { Source } from "@/lib/schemas/source";

/** One source on /sources: publisher, title, its dates, its address as text and what it supports. */
export function SourceEntry({ source }: { source: Source }) {
  const headingId = `${sourceAnchor(source.id)}-title`;
  return (
    <li id={sourceAnchor(source.id)} className="scroll-mt-24 border-t border-border pt-6">
      <h2 id={headingId} className="text-2xl">
        {source.publisher}: {source.title}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Published</dt>
        <dd className="tabular">{source.published}</dd>
        <dt className="text-muted-foreground">Compared with our notes</dt>
        <dd className="tabular">{source.comparedWithNotes}</dd>
        {source.url ? (
          <>
            <dt className="text-muted-foreground">Address</dt>
            <dd className="break-all">{source.url}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 leading-relaxed text-foreground/85">{source.supports}</p>
    </li>
  );
}
