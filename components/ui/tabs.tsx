"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/*
 * Tabs (WAI-ARIA, automatic activation): <Tabs value onValueChange> around a <TabsList> of
 * <TabsTrigger>s and one <TabsContent> per value. Arrow keys, Home and End move between the tabs
 * and select them; only the selected tab is in the Tab order; a press selects on click (the early
 * input script replays a click pressed before hydration). Written without Radix: the same markup
 * (`aria-selected` on a tab, `data-state` on a panel), at a fraction of the weight, for every page that has tabs.
 * An inactive panel stays in the page, hidden and empty, unless `forceMount` keeps its content
 * mounted (hide it then with `data-[state=inactive]:hidden`).
 */

type TabsContextValue = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = React.createContext<TabsContextValue | null>(null);

// Outside <Tabs> this throws at the first read of the missing context, a mistake found in development.
const useTabs = () => React.useContext(TabsContext)!;

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

const rootGap = { default: "gap-6", loose: "gap-8" } as const;
const triggerText = { default: "text-xs", large: "text-sm" } as const;
const triggerBase =
  "-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-t-sm border-b-2 border-transparent px-1 whitespace-nowrap font-medium caps text-muted-foreground transition-colors duration-200 hover:text-foreground aria-selected:border-gold-ink aria-selected:text-foreground outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";

export function Tabs({
  value,
  onValueChange,
  gap = "default",
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  gap?: keyof typeof rootGap;
}) {
  const baseId = React.useId();
  // A new value each render: the few tabs below re-render with their parent anyway.
  return (
    <TabsContext value={{ value, select: onValueChange, baseId }}>
      <div className={cn("flex flex-col", rootGap[gap], className)} {...props} />
    </TabsContext>
  );
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** An underlined strip of tabs; it scrolls sideways on narrow screens instead of wrapping. */
export function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      onKeyDown={(event) => {
        const step = keySteps[event.key];
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const index = tabs.indexOf(event.target as HTMLElement);
        const next = step && index >= 0 ? tabs[step(index, tabs.length)] : undefined;
        if (!next) return;
        event.preventDefault();
        next.focus();
        next.click();
      }}
      className={cn("flex max-w-full items-end gap-5 overflow-x-auto border-b border-border sm:gap-6", className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  text = "default",
  className,
  ...props
}: React.ComponentProps<"button"> & { value: string; text?: keyof typeof triggerText }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cn(triggerBase, triggerText[text], className)}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount = false,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const present = forceMount || selected;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!present}
      tabIndex={0}
      className={cn(
        "flex-1 rounded-sm outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}
