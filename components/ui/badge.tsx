import * as React from "react";

import { cn } from "@/lib/utils";

/*
 * A small status label. Like the button, its classes are joined, not merged: the padding and the
 * type size are the `size` variant (`lg` for a badge on a picture), so a caller only adds
 * placement (`absolute top-4 left-4`) and never overrides. Two plain lookups rather than cva:
 * a badge has no compound variants, and /transactions, the one client-rendered list of badges,
 * sits at its first-load budget.
 */
const base =
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-sm border font-medium caps [&_svg]:pointer-events-none [&_svg]:size-3";

const variants = {
  default: "border-transparent bg-primary text-primary-foreground",
  outline: "border-foreground/30 bg-transparent text-foreground",
  gold: "border-transparent bg-accent text-accent-foreground",
  success: "border-transparent bg-success text-success-foreground",
  // No warning token exists: a gold tint with gold-ink text (5:1 light, 7:1 in .dark).
  warning: "border-gold bg-gold/20 text-gold-ink",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  muted: "border-transparent bg-muted text-muted-foreground",
} as const;

const sizes = {
  default: "px-2 py-0.5 text-[0.6875rem] leading-4",
  lg: "px-3 py-1 text-xs",
} as const;

export type BadgeVariant = keyof typeof variants;

export type BadgeProps = React.ComponentProps<"span"> & { variant?: BadgeVariant; size?: keyof typeof sizes };

export function Badge({ className, variant = "default", size = "default", ...props }: BadgeProps) {
  return <span className={cn(base, variants[variant], sizes[size], className)} {...props} />;
}
