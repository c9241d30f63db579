import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type ScrollRegionProps = { label: string; className?: string; children: ReactNode };

/**
 * A box that scrolls sideways when what it holds (a wide table on a phone) is wider than the
 * screen, instead of widening the page. Named and focusable, so a keyboard can scroll it and a
 * screen reader announces what it holds.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn("min-w-0 overflow-x-auto rounded-sm outline-hidden focus-visible:ring-2 focus-visible:ring-ring", className)}
    >
      {children}
    </div>
  );
}
