"use client";

import { createContext, createElement, useContext, type ReactNode } from "react";
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
  const titleTag = useContext(RecordTitleLevel);
  return (
    <li className="rounded-lg border border-border bg-card p-5 shadow-soft">
      <article aria-label={title} className="grid gap-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {createElement(titleTag, { className: "font-display text-2xl leading-tight break-words" }, title)}
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
                <dt className="text-xs caps text-muted-foreground">{figure.label}</dt>
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

/** The heading level of each record's title: one below its group's. */
const RecordTitleLevel = createContext<"h3" | "h4">("h3");

/** A titled group of records, or nothing when the group is empty; `level` 3 inside a section. */
export function ActivityGroup({
  id,
  title,
  count,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  count: number;
  level?: 2 | 3;
  children: ReactNode;
}) {
  if (count === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="space-y-4">
      <Heading id={id} className="flex items-baseline gap-3 text-3xl">
        {title}
        <span className="tabular font-sans text-sm text-muted-foreground">({count})</span>
      </Heading>
      <RecordTitleLevel value={level === 2 ? "h3" : "h4"}>
        <ul className="grid gap-4">{children}</ul>
      </RecordTitleLevel>
    </section>
  );
}
