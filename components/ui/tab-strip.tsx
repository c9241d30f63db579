"use client";

import * as React from "react";

/*
 * A light tab strip with the look of Tabs (tabs.tsx) but no Radix and no cn(), for client
 * pages that count every kB of first-load JavaScript. WAI-ARIA tabs with automatic
 * activation: arrow keys, Home and End move between tabs and select them; only the selected
 * tab is in the Tab order. All tabs control one panel (spread `tabPanelProps(idBase, value)`
 * on it), whose content the caller switches with `value`.
 */

export type TabStripItem<V extends string> = { value: V; label: React.ReactNode };

type TabStripProps<V extends string> = {
  /** Names the tab list for screen readers, e.g. "Contract status". */
  label: string;
  items: readonly TabStripItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Prefix of the tabs' and panel's ids; unique on the page. */
  idBase: string;
  className?: string;
};

export const tabTriggerClasses = [
  "-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 border-b-2 border-transparent px-1 whitespace-nowrap",
  "text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground transition-colors duration-200",
  "hover:text-foreground aria-selected:border-gold-ink aria-selected:text-foreground",
  "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset rounded-t-sm",
].join(" ");

export function tabId(idBase: string, value: string): string {
  return `${idBase}-tab-${value}`;
}

export function tabPanelProps(idBase: string, value: string) {
  return { role: "tabpanel", id: `${idBase}-panel`, "aria-labelledby": tabId(idBase, value), tabIndex: 0 } as const;
}

export function TabStrip<V extends string>({ label, items, value, onValueChange, idBase, className }: TabStripProps<V>) {
  const listRef = React.useRef<HTMLDivElement>(null);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight" ? (index >= last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index <= 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, item.value))}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      data-slot="tab-strip"
      className={`flex max-w-full items-end gap-6 overflow-x-auto border-b border-border ${className ?? ""}`}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(item.value)}
            className={tabTriggerClasses}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
