import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";

export type Figure = { label: string; value: ReactNode };

type ActivityRecordProps = {
  title: string;
  /** ISO date or timestamp of the submission. */
  date: string;
  status: string;
  figures: readonly Figure[];
  children?: ReactNode;
};

/** One submitted record: what it is, when, its status and its key figures. */
export function ActivityRecord({ title, date, status, figures, children }: ActivityRecordProps) {
  return (
    <li className="rounded-lg border border-border bg-card p-5 shadow-soft">
      <article aria-label={title} className="grid gap-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-2xl leading-tight break-words">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              <time dateTime={date}>{formatDateTime(date)}</time>
            </p>
          </div>
          <Badge variant="outline">{status}</Badge>
        </header>
        {figures.length > 0 ? (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.label} className="min-w-0">
                <dt className="text-xs uppercase tracking-[0.14em] text-muted-foreground">{figure.label}</dt>
                <dd className="tabular mt-1 break-words">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children}
      </article>
    </li>
  );
}

/** A titled group of records, or nothing when the group is empty. */
export function ActivityGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="flex items-baseline gap-3 text-3xl">
        {title}
        <span className="tabular font-sans text-sm text-muted-foreground">({count})</span>
      </h2>
      <ul className="grid gap-4">{children}</ul>
    </section>
  );
}
