import { IllustrativeMark } from "./illustrative-mark";
import { SourceLink } from "./source-link";

/**
 * Where a figure comes from: a link to each of its sources, or the illustrative-sample mark when
 * it has none. `label` says which figure, for a line under a section ("Sources: ...").
 */
export function FigureSources({ ids, label }: { ids: readonly string[]; label?: string }) {
  return (
    <span data-figure-sources="" className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {label ? <span className="text-xs text-muted-foreground">{label}</span> : null}
      {ids.length === 0 ? <IllustrativeMark /> : ids.map((id) => <SourceLink key={id} id={id} />)}
    </span>
  );
}
