"use client";

import { useEffect, useRef, useState } from "react";
import { PendingPart } from "@/components/layout/pending-part";
import { Button } from "@/components/ui/button";
import type { CompareColumn } from "@/lib/compare/compare-column";
import { compareQuery, pickComparable, readIdsParam } from "@/lib/compare/compare-address";
import { COMPARE_LIMIT, type CompareId } from "@/lib/compare/compare-ids";
import { sameCompareList, withoutCompare } from "@/lib/compare/compare-list-changes";
import { buildCompareRows } from "@/lib/compare/compare-rows";
import { replaceUrl, useUrlLocation } from "@/lib/use-url-location";
import { currentCompareList, saveCompareList } from "./compare-changes";
import { CrossBorderSection } from "@/components/cross-border/cross-border-section";
import { CompareEmpty } from "./compare-empty";
import { CompareLoading } from "./compare-loading";
import { CompareNotices } from "./compare-notices";
import { CompareTable } from "./compare-table";
import { useCompareList } from "./use-compare-list";

/** Every residence the catalogue can compare, by id, made at build time (allCompareColumns). */
type CompareColumns = Readonly<Record<string, CompareColumn>>;

/**
 * The comparison /compare?ids=… asks for: the address is the truth. An address without ids shows
 * the compare list (the tray's) and takes its ids, so it can be shared. Removing a residence
 * takes it out of the address and of the list; a comparison that came from a link can be kept as
 * the list. Until the address and the list are known (the HTML, hydration), it says it is loading.
 */
function Comparison({ columns }: { columns: CompareColumns }) {
  const location = useUrlLocation();
  const list = useCompareList();
  const [said, setSaid] = useState({ text: "", count: 0 });
  const heading = useRef<HTMLHeadingElement>(null);
  const requested = location === null ? null : readIdsParam(location.search);
  const fromList = location !== null && requested === null;

  useEffect(() => {
    if (fromList && list?.length) replaceUrl(`${window.location.pathname}${compareQuery(list, window.location.search)}`);
  }, [fromList, list]);

  // After a removal, focus goes to the comparison's heading (or, when none is left, to the page).
  useEffect(() => {
    if (said.count) (heading.current ?? document.getElementById("main"))?.focus();
  }, [said.count]);

  if (location === null || list === null) return <CompareLoading />;

  const isKnown = (id: CompareId) => Object.hasOwn(columns, id);
  const { shown, unknown, cut } = pickComparable(requested?.ids ?? list, isKnown);
  const chosen = shown.flatMap((id) => columns[id] ?? []);
  const skipped = [...unknown, ...(requested?.malformed ?? [])];

  const remove = (column: CompareColumn) => {
    const stored = currentCompareList();
    if (stored.includes(column.id) && !saveCompareList(withoutCompare(stored, column.id))) return;
    replaceUrl(
      `${window.location.pathname}${compareQuery(
        shown.filter((id) => id !== column.id),
        window.location.search,
      )}`,
    );
    setSaid(({ count }) => ({ text: `${column.name} removed from the comparison.`, count: count + 1 }));
  };

  const keep = () => {
    if (saveCompareList(shown)) setSaid(({ count }) => ({ text: `Your compare tray now holds these ${shown.length} residences.`, count }));
  };

  return (
    <div>
      <p role="status" className="sr-only">
        {said.text}
      </p>
      <CompareNotices skipped={skipped} cut={cut} shown={shown.length} />
      {chosen.length ? (
        <>
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <h2 ref={heading} tabIndex={-1} className="text-3xl outline-hidden">
              {chosen.length === 1 ? "One residence" : `${chosen.length} residences side by side`}
            </h2>
            {requested && !sameCompareList(shown, list) ? (
              <Button variant="outline" size="compact" onClick={keep} className="print:hidden">
                Keep these in my compare tray
              </Button>
            ) : null}
          </div>
          {chosen.length === 1 ? (
            <p className="mb-6 text-muted-foreground">
              Add another residence (up to {COMPARE_LIMIT}) to see where they differ and which has the best value of each figure.
            </p>
          ) : (
            <p className="mb-4 text-sm text-muted-foreground sm:hidden">Swipe the table sideways to see each residence.</p>
          )}
          <CompareTable columns={chosen} rows={buildCompareRows(chosen)} onRemove={remove} />
          <div className="mt-16">
            <CrossBorderSection residences={chosen.map((column) => ({ id: column.id, name: column.name, property: column.crossBorder }))} />
          </div>
        </>
      ) : (
        <CompareEmpty />
      )}
    </div>
  );
}

/**
 * The comparison inside its first-paint guard: an address with a query keeps it hidden, saying it
 * is loading, until the address is read (PendingPart). Inside this lazily loaded part, so that a
 * part that could not be downloaded shows its reload alert rather than a hidden one.
 */
export function CompareView({ columns }: { columns: CompareColumns }) {
  return (
    <PendingPart mark="url" loading="Loading the comparison…">
      <Comparison columns={columns} />
    </PendingPart>
  );
}
