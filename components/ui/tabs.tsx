"use client";

import * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";

import { cx } from "@/lib/cx";

// cx(), not cn(): these tabs sit in form pages' first load, where tailwind-merge would cost ~7 kB
// gzip. A caller's classes are appended, so the sizes that callers vary are props instead.
const rootGap = { default: "gap-6", loose: "gap-8" } as const;
const triggerText = { default: "text-xs", large: "text-sm" } as const;

export function Tabs({
  className,
  gap = "default",
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Root> & { gap?: keyof typeof rootGap }) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cx("flex flex-col data-[orientation=vertical]:flex-row", rootGap[gap], className)}
      {...props}
    />
  );
}

/** An underlined strip of tabs; it scrolls sideways on narrow screens instead of wrapping. */
export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cx(
        "flex max-w-full items-end gap-6 overflow-x-auto border-b border-border",
        "data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch data-[orientation=vertical]:gap-0 data-[orientation=vertical]:border-b-0 data-[orientation=vertical]:border-l",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  text = "default",
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { text?: keyof typeof triggerText }) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cx(
        "-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 border-b-2 border-transparent px-1 whitespace-nowrap",
        triggerText[text],
        "font-medium uppercase tracking-[0.14em] text-muted-foreground transition-colors duration-200",
        "hover:text-foreground data-[state=active]:border-gold-ink data-[state=active]:text-foreground",
        "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset rounded-t-sm",
        "disabled:pointer-events-none disabled:opacity-50",
        "[&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4",
        "data-[orientation=vertical]:mb-0 data-[orientation=vertical]:-ml-px data-[orientation=vertical]:border-b-0 data-[orientation=vertical]:border-l-2 data-[orientation=vertical]:px-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cx(
        "flex-1 rounded-sm outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background data-[state=active]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}
