"use client";

import type { KeyboardEvent, ReactNode } from "react";

/*
 * A light tab strip with the look of Tabs (tabs.tsx) but no Radix and no cn(), for client
 * pages that count every kB of first-load JavaScript. WAI-ARIA tabs with automatic
 * activation: arrow keys, Home and End move between tabs and select them; only the selected
 * tab is in the Tab order. All tabs control one panel (spread `tabPanelProps(idBase, value)`
 * on it), whose content the caller switches with `value`.
 */

export type TabStripItem<V extends string> = { value: V; label: ReactNode };

type TabStripProps<V extends string> = {
  /** Names the tab list for screen readers, e.g. "Contract status". */
  label: string;
  items: readonly TabStripItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Prefix of the tabs' and panel's ids; unique on the page. */
  idBase: string;
};

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function tabPanelProps(idBase: string, value: string) {
  return { role: "tabpanel", id: `${idBase}-panel`, "aria-labelledby": `${idBase}-tab-${value}`, tabIndex: 0 } as const;
}

export function TabStrip<V extends string>({ label, items, value, onValueChange, idBase }: TabStripProps<V>) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = keySteps[event.key];
    const buttons = [...event.currentTarget.children] as HTMLElement[];
    const index = buttons.indexOf(event.target as HTMLElement);
    const next = step && index >= 0 ? step(index, items.length) : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.value);
    buttons[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-slot="tab-strip"
      className="flex max-w-full items-end gap-5 overflow-x-auto border-b border-border sm:gap-6"
    >
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          id={`${idBase}-tab-${item.value}`}
          aria-selected={item.value === value}
          aria-controls={`${idBase}-panel`}
          tabIndex={item.value === value ? 0 : -1}
          onClick={() => onValueChange(item.value)}
          className="-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-t-sm border-b-2 border-transparent px-1 text-xs font-medium whitespace-nowrap uppercase tracking-[0.14em] text-muted-foreground outline-hidden transition-colors duration-200 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset aria-selected:border-gold-ink aria-selected:text-foreground"
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
